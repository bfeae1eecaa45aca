import { Link, useSearchParams } from '@shop/shared/router';
import { signInPath } from '@shop/shared/domain';
import { SignInForm, useAdminSignIn } from '@shop/shared/session/sign-in';
import { PageMeta } from '@shop/shared/ui';
import { usePostedForm } from '../../common/posted-form';
import { saysAccountCreated } from './account-created';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

export function LoginPage() {
  const posted = usePostedForm();
  const { signIn, signingIn, error } = useAdminSignIn(posted?.error);
  const [search] = useSearchParams();

  return (
    <AuthCard
      title="Ingresar"
      subtitle="Acceso para administradores de la tienda."
      error={error}
      notice={saysAccountCreated(search) ? 'Tu cuenta fue creada con éxito.' : null}
      footer={
        <>
          ¿No tenés cuenta? <Link to="/register">Creá una cuenta</Link>
        </>
      }
    >
      <PageMeta title="Ingresar" noindex />
      <SignInForm
        action={signInPath(search.get('next'))}
        initialEmail={posted?.values.email}
        onSignIn={(email, contrasena) => void signIn(email, contrasena)}
        signingIn={signingIn}
        className={styles.form}
        submitClassName={styles.submit}
      />
    </AuthCard>
  );
}

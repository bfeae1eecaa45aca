import { Link, useSearchParams } from '@shop/shared/router';
import { safeReturnPath } from '@shop/shared/domain';
import { SignInForm, useAdminSignIn } from '@shop/shared/session/sign-in';
import { PageMeta } from '@shop/shared/ui';
import { usePostedForm } from '../../common/posted-form';
import { saysAccountCreated } from './account-created';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

/**
 * Where the form posts without JavaScript: the host server's /login, with the `next` the app would go back to
 * (only a safe in-site path), so the page the server answers with keeps it and a sign-in from there leads to it.
 */
function signInAction(search: URLSearchParams): string {
  const next = safeReturnPath(search.get('next'));
  return next ? `/login?${new URLSearchParams({ next }).toString()}` : '/login';
}

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
        action={signInAction(search)}
        initialEmail={posted?.values.email}
        onSignIn={(email, contrasena) => void signIn(email, contrasena)}
        signingIn={signingIn}
        className={styles.form}
        submitClassName={styles.submit}
      />
    </AuthCard>
  );
}

import { Link, useLocation } from '@shop/shared/router';
import { SignInForm, useAdminSignIn } from '@shop/shared/session/sign-in';
import { PageMeta } from '@shop/shared/ui';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

/** Set by the registration screen when it sends the new account here. */
function useAccountCreated(): boolean {
  const { state } = useLocation();
  return (state as { accountCreated?: unknown } | null)?.accountCreated === true;
}

export function LoginPage() {
  const { signIn, signingIn, error } = useAdminSignIn();
  const accountCreated = useAccountCreated();

  return (
    <AuthCard
      title="Ingresar"
      subtitle="Acceso para administradores de la tienda."
      error={error}
      notice={accountCreated ? 'Tu cuenta fue creada con éxito.' : null}
      footer={
        <>
          ¿No tenés cuenta? <Link to="/register">Creá una cuenta</Link>
        </>
      }
    >
      <PageMeta title="Ingresar" noindex />
      <SignInForm
        onSignIn={(email, contrasena) => void signIn(email, contrasena)}
        signingIn={signingIn}
        className={styles.form}
        submitClassName={styles.submit}
      />
    </AuthCard>
  );
}

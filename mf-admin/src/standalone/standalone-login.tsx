import { SignInForm, useAdminSignIn } from '@shop/shared/session/sign-in';
import { PageMeta } from '@shop/shared/ui';
import buttons from '../common/ui/buttons.module.css';
import { ErrorBanner } from '../common/ui/status-banner';
import styles from './standalone-login.module.css';

/**
 * Sign-in for the remote running on its own, where the host's /login page is absent: the same
 * admin sign-in (shared), so the admin team reaches their screens without the host.
 */
export function StandaloneLogin() {
  const { signIn, signingIn, error } = useAdminSignIn();
  return (
    <SignInForm
      onSignIn={(email, contrasena) => void signIn(email, contrasena)}
      signingIn={signingIn}
      className={styles.card}
      submitClassName={buttons.primary}
      labelledBy="standalone-login-title"
    >
      <PageMeta title="Ingresar" noindex />
      <h1 id="standalone-login-title" className={styles.title}>
        Ingresar
      </h1>
      <p className={styles.note}>Modo independiente del panel: solo administradores.</p>
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </SignInForm>
  );
}

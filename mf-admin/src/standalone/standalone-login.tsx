import { useState, type FormEvent } from 'react';
import { useAdminSignIn } from '@shop/shared/session';
import { PageMeta, TextField } from '@shop/shared/ui';
import buttons from '../common/ui/buttons.module.css';
import { ErrorBanner } from '../common/ui/status-banner';
import styles from './standalone-login.module.css';

/**
 * Sign-in for the remote running on its own, where the host's /login page is absent: the same
 * admin sign-in (shared), so the admin team reaches their screens without the host.
 */
export function StandaloneLogin() {
  const { signIn, signingIn, error } = useAdminSignIn();
  const [email, setEmail] = useState('');
  const [contrasena, setContrasena] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void signIn(email, contrasena);
  }

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="standalone-login-title">
      <PageMeta title="Ingresar" noindex />
      <h1 id="standalone-login-title" className={styles.title}>
        Ingresar
      </h1>
      <p className={styles.note}>Modo independiente del panel: solo administradores.</p>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        value={contrasena}
        onChange={(event) => setContrasena(event.target.value)}
      />
      <button className={buttons.primary} type="submit" disabled={signingIn}>
        {signingIn ? 'Ingresando...' : 'Ingresar'}
      </button>
    </form>
  );
}

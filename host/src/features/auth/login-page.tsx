import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useAdminSignIn } from '@shop/shared/session';
import { PageMeta, TextField } from '@shop/shared/ui';
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
  const [email, setEmail] = useState('');
  const [contrasena, setContrasena] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(email, contrasena);
  }

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
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Contraseña"
          name="contrasena"
          type="password"
          autoComplete="current-password"
          required
          value={contrasena}
          onChange={(event) => setContrasena(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={signingIn}>
          {signingIn ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { safeReturnPath } from '@shop/shared/domain';
import { sessionCleared, sessionStarted, useAuthLoginMutation } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import { PageMeta } from '@shop/shared/ui';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import styles from './auth.module.css';

const ONLY_ADMINS = 'Solo administradores pueden ingresar';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useAuthLoginMutation();
  const [email, setEmail] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [error, setError] = useState<string | null>(searchParams.get('m') === 'forbidden' ? ONLY_ADMINS : null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await login({ email: email.trim(), contrasena }).unwrap();
      if (answer.usuario.rol !== 'admin') {
        dispatch(sessionCleared());
        setError(ONLY_ADMINS);
        return;
      }
      dispatch(sessionStarted(answer));
      await navigate(safeReturnPath(searchParams.get('next')) ?? '/admin', { replace: true });
    } catch (caught: unknown) {
      setError(errorMessage(caught, 'Error de login'));
    }
  }

  return (
    <AuthCard
      title="Ingresar"
      subtitle="Acceso para administradores de la tienda."
      error={error}
      footer={
        <>
          ¿No tenés cuenta? <Link to="/register">Creá una cuenta</Link>
        </>
      }
    >
      <PageMeta title="Ingresar" noindex />
      <form className={styles.form} onSubmit={handleSubmit}>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField
          label="Contraseña"
          name="contrasena"
          type="password"
          autoComplete="current-password"
          required
          value={contrasena}
          onChange={(event) => setContrasena(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@shop/shared/api';
import { safeReturnPath } from '@shop/shared/domain';
import { ADMIN_ROLE, sessionStarted, useAuthLoginMutation } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import buttons from '../common/ui/buttons.module.css';
import { ErrorBanner } from '../common/ui/status-banner';
import { TextField } from '../common/ui/fields';

/**
 * Sign-in for the remote running on its own, where the host's /login page is absent: enough
 * for the admin team to reach their screens during development.
 */
export function StandaloneLogin() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logIn, { isLoading, error }] = useAuthLoginMutation();
  const [email, setEmail] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [refused, setRefused] = useState(search.get('m') === 'forbidden');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await logIn({ email: email.trim(), contrasena });
    if (!answer.data) return;
    if (answer.data.usuario.rol !== ADMIN_ROLE) return setRefused(true);
    dispatch(sessionStarted(answer.data));
    void navigate(safeReturnPath(search.get('next')) ?? '/admin', { replace: true });
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Ingresar">
      <h1>Ingresar (modo independiente)</h1>
      {refused && <ErrorBanner>Solo administradores pueden ingresar</ErrorBanner>}
      {error && <ErrorBanner>{errorMessage(error, 'Error al ingresar')}</ErrorBanner>}
      <TextField label="Email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        label="Contraseña"
        type="password"
        required
        value={contrasena}
        onChange={(event) => setContrasena(event.target.value)}
      />
      <button className={buttons.primary} type="submit" disabled={isLoading}>
        {isLoading ? 'Ingresando...' : 'Ingresar'}
      </button>
    </form>
  );
}

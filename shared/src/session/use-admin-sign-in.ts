import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { safeReturnPath } from '@shop/shared/domain';
import { useAuthLoginMutation } from './auth-api';
import { sessionCleared, sessionStarted } from './session-slice';
import { ADMIN_ROLE } from '@shop/contract';

/** Shown at sign-in to a non-admin, and after the admin guard sent one away (?m=forbidden). */
export const ONLY_ADMINS = 'Solo administradores pueden ingresar';

/**
 * Signs an admin in: only an admin's session is started; the others are told why.
 * `signIn` resolves how it went.
 */
export function useAdminLogin(initialError: string | null = null) {
  // Plain react-redux dispatch: the store module imports this one, so its typed hook would be circular.
  const dispatch = useDispatch();
  const [logIn, { isLoading }] = useAuthLoginMutation();
  const [error, setError] = useState<string | null>(initialError);

  async function signIn(email: string, contrasena: string): Promise<'signed-in' | 'not-admin' | 'failed'> {
    setError(null);
    try {
      const answer = await logIn({ email: email.trim(), contrasena }).unwrap();
      if (answer.usuario.rol !== ADMIN_ROLE) {
        setError(ONLY_ADMINS);
        return 'not-admin';
      }
      dispatch(sessionStarted(answer));
      return 'signed-in';
    } catch (caught: unknown) {
      setError(errorMessage(caught, 'Error de login'));
      return 'failed';
    }
  }

  return { signIn, signingIn: isLoading, error };
}

/**
 * The sign-in page's: a non-admin also ends any session this browser had; on success it goes back
 * to `next` (a safe in-site path) or to the panel. `initialError`: what the page already says (the host
 * server's answer to the form posted without JavaScript).
 */
export function useAdminSignIn(initialError?: string) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const login = useAdminLogin(initialError ?? (search.get('m') === 'forbidden' ? ONLY_ADMINS : null));

  async function signIn(email: string, contrasena: string): Promise<void> {
    const outcome = await login.signIn(email, contrasena);
    if (outcome === 'not-admin') dispatch(sessionCleared());
    if (outcome === 'signed-in') await navigate(safeReturnPath(search.get('next')) ?? '/admin', { replace: true });
  }

  return { signIn, signingIn: login.signingIn, error: login.error };
}

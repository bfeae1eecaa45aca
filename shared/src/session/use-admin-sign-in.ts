import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { safeReturnPath } from '@shop/shared/domain';
import { useAuthLoginMutation } from './auth-api';
import { sessionCleared, sessionStarted } from './session-slice';
import { ADMIN_ROLE } from './session-types';

/** Shown at sign-in to a non-admin, and after the admin guard sent one away (?m=forbidden). */
export const ONLY_ADMINS = 'Solo administradores pueden ingresar';

/**
 * Admin sign-in (spec 02 §8): only an admin's session is kept; the others are told why. On
 * success it goes back to `next` (a safe in-site path) or to the panel.
 */
export function useAdminSignIn() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Plain react-redux dispatch: the store module imports this one, so its typed hook would be circular.
  const dispatch = useDispatch();
  const [logIn, { isLoading }] = useAuthLoginMutation();
  const [error, setError] = useState<string | null>(search.get('m') === 'forbidden' ? ONLY_ADMINS : null);

  async function signIn(email: string, contrasena: string): Promise<void> {
    setError(null);
    try {
      const answer = await logIn({ email: email.trim(), contrasena }).unwrap();
      if (answer.usuario.rol !== ADMIN_ROLE) {
        dispatch(sessionCleared());
        setError(ONLY_ADMINS);
        return;
      }
      dispatch(sessionStarted(answer));
      await navigate(safeReturnPath(search.get('next')) ?? '/admin', { replace: true });
    } catch (caught: unknown) {
      setError(errorMessage(caught, 'Error de login'));
    }
  }

  return { signIn, signingIn: isLoading, error };
}

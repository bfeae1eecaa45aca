import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { sessionCleared } from './session-slice';

/**
 * 'Cerrar sesión': the API ends the session first, so that its token is refused everywhere from then
 * on; then this browser forgets it. The session ends here whatever the API answers: a refusal, a network failure or
 * no answer within a few seconds still signs the user out.
 */
export function signOut(): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    await dispatch(authApi.endpoints.authLogout.initiate(undefined, { track: false }));
    dispatch(sessionCleared());
  };
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { sessionExpired, userLoaded, type SessionState } from './session-slice';

type SessionThunk = ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction>;

/** On load, a stored token is checked against /api/auth/me; a failure forgets it as expired. */
export function restoreSession(): SessionThunk {
  return async (dispatch, getState) => {
    if (!getState().session.token) return;
    const result = await dispatch(
      authApi.endpoints.authMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) dispatch(userLoaded(result.data));
    else dispatch(sessionExpired());
  };
}

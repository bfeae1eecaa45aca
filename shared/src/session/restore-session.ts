import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { sessionExpired, userLoaded, type SessionState } from './session-slice';

type SessionThunk = ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction>;

/** How long to wait before asking again after a check that got no answer: 1, 2, 4, 8, then every 15 s. */
export function sessionRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 15_000);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On load, a stored token is checked against /api/auth/me. Only a refusal (401 or
 * 403) forgets it, as expired. A request cut off by a reload, a network error or a 5xx keeps the
 * token, and the check is tried again until it gets an answer or the token changes.
 */
export function restoreSession(retryDelay: (attempt: number) => number = sessionRetryDelay): SessionThunk {
  return async (dispatch, getState) => {
    const token = getState().session.token;
    for (let attempt = 0; token && getState().session.token === token; attempt += 1) {
      const result = await dispatch(
        authApi.endpoints.authMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (result.data) {
        if (getState().session.token === token) dispatch(userLoaded(result.data));
        return;
      }
      const status = result.error && 'status' in result.error ? result.error.status : null;
      if (status === 401 || status === 403) {
        dispatch(sessionExpired());
        return;
      }
      await wait(retryDelay(attempt));
    }
  };
}

import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { authRejected } from '@shop/shared/api';
import { sessionCleared, sessionExpired, sessionStarted } from './session-slice';
import { writeStoredToken } from './token-storage';

/** Mirrors the session token into localStorage, outside the reducers. */
export function persistSessionToken(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: sessionStarted,
    effect: (action) => writeStoredToken(action.payload.token),
  });
  listener.startListening({
    matcher: isAnyOf(sessionCleared, sessionExpired, authRejected),
    effect: () => writeStoredToken(null),
  });
}

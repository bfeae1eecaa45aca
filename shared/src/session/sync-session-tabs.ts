import type { Dispatch } from '@reduxjs/toolkit';
import { sessionEndedElsewhere } from './session-slice';
import { readStoredToken, TOKEN_KEY } from './token-storage';

/**
 * Signing out in one tab signs out every tab of the site: the others hear the token leave
 * localStorage (a storage event) and end their session too, so none keeps writing with it.
 */
export function syncSessionAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    if (readStoredToken() === null) dispatch(sessionEndedElsewhere());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

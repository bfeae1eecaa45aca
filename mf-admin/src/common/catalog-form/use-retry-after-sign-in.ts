import { useEffect, useEffectEvent, useRef } from 'react';
import { selectToken } from '@shop/shared/session';
import { useAppSelector } from '@shop/shared/store';

/** A 401 or 403: the session ended, and the guard asks the admin to sign in again over the form. */
export function refusedForSession(status: unknown): boolean {
  return status === 401 || status === 403;
}

/**
 * A save refused for the session goes out once more, with what was typed, when the admin has
 * signed in again through the dialog. `armRetry` marks the refused save.
 */
export function useRetryAfterSignIn(save: () => void) {
  const token = useAppSelector(selectToken);
  const pending = useRef(false);
  const retry = useEffectEvent(save);
  useEffect(() => {
    if (!token || !pending.current) return;
    pending.current = false;
    retry();
  }, [token]);
  return {
    armRetry: () => {
      pending.current = true;
    },
  };
}

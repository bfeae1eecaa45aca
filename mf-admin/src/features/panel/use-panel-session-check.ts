import { useEffect } from 'react';
import { restoreSession } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';

/**
 * The panel's own check: on every visit it asks for the profile again, with a new
 * request rather than the cached answer (an old failure must not end a session started since).
 * A failed fetch ends the session as expired and a changed profile replaces the stored one; the
 * admin guard then shows the expiry notice (800 ms, then sign-in) or signs out a user who is no
 * longer an admin.
 */
export function usePanelSessionCheck(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);
}

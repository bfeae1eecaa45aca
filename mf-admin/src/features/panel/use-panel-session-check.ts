import { useEffect } from 'react';
import { sessionExpired, useAuthMeQuery, userLoaded } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';

/**
 * The panel's own check (spec 02 §2): it asks for the profile again on every visit. A failed
 * fetch ends the session as expired and a changed profile replaces the stored one; the admin
 * guard then shows the expiry notice or signs out a user who is no longer an admin.
 */
export function usePanelSessionCheck(): void {
  const dispatch = useAppDispatch();
  const profile = useAuthMeQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (profile.isError) dispatch(sessionExpired());
    else if (profile.data) dispatch(userLoaded(profile.data));
  }, [dispatch, profile.data, profile.isError]);
}

import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from '@shop/shared/router';
import {
  selectIsAdmin,
  selectSessionEndedElsewhere,
  selectSessionExpired,
  selectSessionStatus,
  selectUser,
} from '@shop/shared/session';
import { useAppSelector } from '@shop/shared/store';
import { signInPath } from '@shop/shared/domain';
import { ForbiddenRedirect } from './forbidden-redirect';
import { SessionChecking } from './session-checking';
import { SessionExpiredNotice } from './session-expired-notice';
import { SignInAgainDialog } from './sign-in-again-dialog';

/** Lets only a signed-in admin through; everyone else is sent to sign in. */
export function AdminGuard() {
  const status = useAppSelector(selectSessionStatus);
  const expired = useAppSelector(selectSessionExpired);
  const endedElsewhere = useAppSelector(selectSessionEndedElsewhere);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginPath = signInPath(`${pathname}${search}`);
  // Where to go when the session ends here: an admin who signs out, or a refused user, has no way back.
  const [exitPath, setExitPath] = useState<string | null>(null);
  // The admin who was working here: a session that expires under them is renewed over the screen.
  const [workingAs, setWorkingAs] = useState<string | null>(null);
  if (status === 'authenticated' && isAdmin && exitPath === null) setExitPath('/login');
  if (status === 'authenticated' && isAdmin && user && workingAs !== user.email) setWorkingAs(user.email);

  if (expired && workingAs !== null)
    return (
      <>
        <Outlet />
        <SignInAgainDialog email={workingAs} onCancel={() => void navigate(loginPath, { replace: true })} />
      </>
    );
  if (expired) return <SessionExpiredNotice loginPath={loginPath} />;
  // Signed out in another tab: signing in here again comes back to this page.
  if (status === 'anonymous') return <Navigate replace to={endedElsewhere ? loginPath : (exitPath ?? loginPath)} />;
  if (status === 'checking') return <SessionChecking />;
  if (!isAdmin) return <ForbiddenRedirect onRefused={setExitPath} />;
  return <Outlet />;
}

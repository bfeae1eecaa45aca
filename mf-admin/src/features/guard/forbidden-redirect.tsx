import { useEffect } from 'react';
import { sessionCleared } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import { SessionChecking } from './session-checking';

interface ForbiddenRedirectProps {
  /** Tells the guard where the user goes once signed out. */
  onRefused: (exitPath: string) => void;
}

/** A signed-in user who is not an admin is signed out and told why on the sign-in page. */
export function ForbiddenRedirect({ onRefused }: ForbiddenRedirectProps) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    onRefused('/login?m=forbidden');
    dispatch(sessionCleared());
  }, [dispatch, onRefused]);

  return <SessionChecking />;
}

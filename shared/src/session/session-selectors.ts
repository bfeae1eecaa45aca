import { ADMIN_ROLE } from '@shop/contract';
import type { SessionState } from './session-slice';

interface StateWithSession {
  session: SessionState;
}

export type SessionStatus = 'anonymous' | 'checking' | 'authenticated';

export const selectToken = (state: StateWithSession) => state.session.token;
export const selectUser = (state: StateWithSession) => state.session.user;

/** With a token but no user yet, the profile is still being fetched. */
export function selectSessionStatus(state: StateWithSession): SessionStatus {
  if (!state.session.token) return 'anonymous';
  return state.session.user ? 'authenticated' : 'checking';
}

export const selectSessionExpired = (state: StateWithSession) => state.session.expired;

export const selectSessionEndedElsewhere = (state: StateWithSession) => state.session.endedElsewhere === true;

export const selectIsAdmin = (state: StateWithSession) => state.session.user?.rol === ADMIN_ROLE;

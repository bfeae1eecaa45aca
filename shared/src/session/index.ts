export {
  authApi,
  useAuthChangePasswordMutation,
  useAuthLoginMutation,
  useAuthLogoutAllMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
} from './auth-api';
export { persistSessionToken } from './persist-token';
export { restoreSession, sessionRetryDelay } from './restore-session';
export { signOut } from './sign-out';
export { syncSessionAcrossTabs } from './sync-session-tabs';
export {
  selectIsAdmin,
  selectSessionEndedElsewhere,
  selectSessionExpired,
  selectSessionStatus,
  selectToken,
  selectUser,
} from './session-selectors';
export type { SessionStatus } from './session-selectors';
export {
  initialSessionState,
  sessionCleared,
  sessionEndedElsewhere,
  sessionExpired,
  sessionSlice,
  sessionStarted,
  userLoaded,
} from './session-slice';
export type { SessionState } from './session-slice';
export { ADMIN_ROLE } from '@shop/contract';
export type { AuthAnswer, LoginInput, PasswordChangeInput, RegisterInput, Usuario } from '@shop/contract';
export { TOKEN_KEY } from './token-storage';

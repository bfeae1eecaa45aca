import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authRejected } from '@shop/shared/api';
import { readStoredToken } from './token-storage';
import type { AuthAnswer, Usuario } from '@shop/contract';

export interface SessionState {
  token: string | null;
  user: Usuario | null;
  /** The stored token was refused (expired or revoked); the admin area says so before sign-in. */
  expired: boolean;
  /** Signed out from another tab: this tab's admin area sends its page along to sign-in, to come back to it. */
  endedElsewhere?: boolean;
}

export function initialSessionState(): SessionState {
  return { token: readStoredToken(), user: null, expired: false };
}

const signedOut = (expired: boolean): SessionState => ({ token: null, user: null, expired });

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<AuthAnswer>) => ({
      token: action.payload.token,
      user: action.payload.usuario,
      expired: false,
    }),
    userLoaded: (state, action: PayloadAction<Usuario>) => {
      state.user = action.payload;
    },
    sessionCleared: () => signedOut(false),
    sessionEndedElsewhere: () => ({ ...signedOut(false), endedElsewhere: true }),
    sessionExpired: () => signedOut(true),
  },
  extraReducers: (builder) => {
    builder.addCase(authRejected, () => signedOut(true));
  },
});

export const { sessionStarted, userLoaded, sessionCleared, sessionEndedElsewhere, sessionExpired } =
  sessionSlice.actions;

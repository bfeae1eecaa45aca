import { baseApi } from '@shop/shared/api';
import type { AuthAnswer, LoginInput, PasswordChangeInput, RegisterInput, Usuario } from '@shop/contract';

/** How long signing out waits for the API before the session ends here anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.mutation<AuthAnswer, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    authRegister: build.mutation<AuthAnswer, RegisterInput>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    authMe: build.query<Usuario, void>({
      query: () => '/api/auth/me',
      extraOptions: { auth: true },
      providesTags: ['Usuario'],
    }),
    authLogout: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', timeout: LOGOUT_TIMEOUT_MS }),
      extraOptions: { auth: true },
    }),
    authLogoutAll: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout-all', method: 'POST' }),
      extraOptions: { auth: true },
    }),
    authChangePassword: build.mutation<null, PasswordChangeInput>({
      query: (body) => ({ url: '/api/auth/password', method: 'POST', body }),
      extraOptions: { auth: true },
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useAuthMeQuery,
  useAuthLogoutAllMutation,
  useAuthChangePasswordMutation,
} = authApi;

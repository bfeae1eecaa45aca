import { baseApi } from '@shop/shared/api';
import type { AuthAnswer, LoginInput, RegisterInput, Usuario } from '@shop/contract';

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
  }),
  overrideExisting: 'throw',
});

export const { useAuthLoginMutation, useAuthRegisterMutation, useAuthMeQuery } = authApi;

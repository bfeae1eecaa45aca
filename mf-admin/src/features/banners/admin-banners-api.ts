import { baseApi, LIST_ID } from '@shop/shared/api';
import type { HomeBanner } from '@shop/shared/ui';

const adminBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminBanners: build.query<HomeBanner[], void>({
      query: () => '/api/home/secondary-heroes',
      extraOptions: { auth: true },
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as HomeBanner[]) : []),
      providesTags: [{ type: 'Banner', id: LIST_ID }],
    }),
    adminBannersSave: build.mutation<unknown, HomeBanner[]>({
      query: (tiles) => ({ url: '/api/home/secondary-heroes', method: 'PUT', body: { tiles } }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Banner', id: LIST_ID }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminBannersQuery, useAdminBannersSaveMutation } = adminBannersApi;

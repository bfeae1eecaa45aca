import { baseApi, LIST_ID } from '@shop/shared/api';
import type { HomeBanner } from '@shop/shared/ui';

/** The save; the banners are read with the home's own query (`useHomeSecondaryHeroesQuery`), which it invalidates. */
const adminBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminBannersSave: build.mutation<unknown, HomeBanner[]>({
      query: (tiles) => ({ url: '/api/home/secondary-heroes', method: 'PUT', body: { tiles } }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Banner', id: LIST_ID }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminBannersSaveMutation } = adminBannersApi;

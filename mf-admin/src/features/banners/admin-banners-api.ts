import type { HistoryAnswer, HistoryEntry } from '@shop/contract';
import { baseApi, LIST_ID } from '@shop/shared/api';
import type { HomeBanner } from '@shop/shared/ui';

/** The save and each tile's history; the banners are read with the home's own query (`useHomeSecondaryHeroesQuery`), which it invalidates. */
const adminBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One tile's changes, newest first; a save reads them again. */
    adminBannerHistory: build.query<HistoryEntry[], number>({
      query: (slot) => `/api/home/secondary-heroes/${slot}/historial`,
      extraOptions: { auth: true },
      transformResponse: (answer: HistoryAnswer) => answer.items,
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

export const { useAdminBannerHistoryQuery, useAdminBannersSaveMutation } = adminBannersApi;

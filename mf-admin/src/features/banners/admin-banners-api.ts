import { baseApi, LIST_ID } from '@shop/shared/api';

/** A secondary banner of the home page, as the API stores it. */
export interface BannerTile {
  slot: number;
  title_top: string | null;
  title_bottom: string | null;
  tagline_en: string | null;
  tagline_sub: string | null;
  cta_text: string | null;
  cta_url: string | null;
  image_url: string | null;
  sort_order: number | null;
}

const adminBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminBanners: build.query<BannerTile[], void>({
      query: () => '/api/home/secondary-heroes',
      extraOptions: { auth: true },
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as BannerTile[]) : []),
      providesTags: [{ type: 'Banner', id: LIST_ID }],
    }),
    adminBannersSave: build.mutation<unknown, BannerTile[]>({
      query: (tiles) => ({ url: '/api/home/secondary-heroes', method: 'PUT', body: { tiles } }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Banner', id: LIST_ID }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminBannersQuery, useAdminBannersSaveMutation } = adminBannersApi;

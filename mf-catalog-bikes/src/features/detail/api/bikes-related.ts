import { baseApi, LIST_ID } from '@shop/shared/api';
import type { BicicletaListItem, Paged } from '@shop/shared/catalog';

export const RELATED_REQUESTED = 6;

export interface BikesRelatedArgs {
  categoria: string;
  exclude: number;
}

export const bikesRelatedApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bikesRelated: build.query<BicicletaListItem[], BikesRelatedArgs>({
      query: ({ categoria, exclude }) => ({
        url: '/api/bicicletas',
        params: { categoria, exclude, limit: RELATED_REQUESTED, order: 'random', page: 1 },
      }),
      transformResponse: (page: Paged<BicicletaListItem>) => page.items,
      providesTags: [{ type: 'Bicicleta', id: LIST_ID }],
    }),
  }),
});

export const { useBikesRelatedQuery } = bikesRelatedApi;

import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { relatedEndpoint, type BicicletaListItem, type RelatedArgs } from '@shop/shared/catalog';

/** Other bicycles of the same category; a failure simply shows none. */
export const bikesRelatedApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    bikesRelated: build.query<BicicletaListItem[], RelatedArgs>(
      relatedEndpoint<BicicletaListItem>('/api/bicicletas', 'Bicicleta'),
    ),
  }),
});

export const { useBikesRelatedQuery } = bikesRelatedApi;

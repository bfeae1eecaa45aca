import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { relatedEndpoint, type AccesorioListItem, type RelatedArgs } from '@shop/shared/catalog';

/** Other accessories of the same category; a failure simply shows none. */
const RELATED = relatedEndpoint<AccesorioListItem>('/api/accesorios', 'Accesorio');

export const accessoriesRelatedApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({ accessoriesRelated: build.query<AccesorioListItem[], RelatedArgs>(RELATED) }),
});

export const { useAccessoriesRelatedQuery } = accessoriesRelatedApi;

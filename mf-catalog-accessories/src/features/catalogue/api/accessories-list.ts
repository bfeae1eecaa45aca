import type { ListQuery } from '@shop/contract';
import { baseApi, type ApiError, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import {
  catalogListArgs,
  listEndpoint,
  type AccesorioListItem,
  type CatalogQuery,
  type FacetedPage,
} from '@shop/shared/catalog';
import { serverText } from '../../../common/server-text';
import { requestedCategories, type AccessoryFilter } from '../accessory-catalogue-options';

/**
 * A page of accessories; a failure shows the server's own text (its error field, or a plain-text body),
 * else 'Error al cargar accesorios'.
 */
const LIST = {
  ...listEndpoint('/api/accesorios', 'Accesorio'),
  transformErrorResponse: (error: ApiError): ApiError => ({
    ...error,
    message: serverText(error) ?? error.text ?? 'Error al cargar accesorios',
  }),
};

export const accessoriesListApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({ accessoriesList: build.query<FacetedPage<AccesorioListItem>, ListQuery>(LIST) }),
});

/**
 * What the list request sends for the catalogue's address (the screen and the server's prefetch alike), with the
 * counts of each filter's values; categories in lower case, as the API stores them.
 */
export function accessoriesListArgs(query: CatalogQuery<AccessoryFilter>): ListQuery {
  const categoria = requestedCategories(query.filters.categoria);
  return { ...catalogListArgs(query), ...(categoria && { categoria }), facets: 1 };
}

export const { useAccessoriesListQuery } = accessoriesListApi;

import type { ListQuery } from '@shop/contract';
import { baseApi, type ApiError, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import {
  catalogListArgs,
  listEndpoint,
  type BicicletaListItem,
  type CatalogQuery,
  type FacetedPage,
} from '@shop/shared/catalog';
import type { BikeFilter } from '../bike-catalogue-options';

/**
 * 'Error {status}: {body or status text}'. Without an error field in the body the base
 * query's message is 'HTTP {status} {statusText}' (the text may be empty, as over HTTP/2);
 * network failures keep their own text.
 */
function listError(error: ApiError): ApiError {
  if (typeof error.status !== 'number') return error;
  const statusLine = `HTTP ${error.status}`;
  const detail = error.message.startsWith(statusLine) ? error.message.slice(statusLine.length).trim() : error.message;
  return { ...error, message: detail ? `Error ${error.status}: ${detail}` : `Error ${error.status}` };
}

export const bikesListApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    bikesList: build.query<FacetedPage<BicicletaListItem>, ListQuery>({
      ...listEndpoint('/api/bicicletas', 'Bicicleta'),
      transformErrorResponse: listError,
    }),
  }),
});

/**
 * What the list request sends for the catalogue's address (the screen and the server's prefetch alike), with the
 * counts of each filter's values.
 */
export function bikesListArgs(query: CatalogQuery<BikeFilter>): ListQuery {
  return { ...catalogListArgs(query), facets: 1 };
}

export const { useBikesListQuery } = bikesListApi;

import { baseApi, LIST_ID, type ApiError } from '@shop/shared/api';
import type { BicicletaListItem, Paged } from '@shop/shared/catalog';

export interface BikesListArgs {
  q: string;
  categoria: string;
  color: string;
  sort: string;
  page: number;
  limit: number;
}

/** Only the parameters with a value go in the query string (spec §7). */
function listParams(args: BikesListArgs): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));
}

/**
 * 'Error {status}: {body or status text}' (spec §8). Without an error field in the body the
 * base query's message is 'HTTP {status} {statusText}'; network failures keep their own text.
 */
function listError(error: ApiError): ApiError {
  if (typeof error.status !== 'number') return error;
  const statusText = new RegExp(`^HTTP ${error.status} (.+)$`).exec(error.message)?.[1];
  return { ...error, message: `Error ${error.status}: ${statusText ?? error.message}` };
}

export const bikesListApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bikesList: build.query<Paged<BicicletaListItem>, BikesListArgs>({
      query: (args) => ({ url: '/api/bicicletas', params: listParams(args) }),
      transformErrorResponse: listError,
      // No cache for pages nobody shows: a request still running when the filters change is aborted.
      keepUnusedDataFor: 0,
      providesTags: (result) => [
        { type: 'Bicicleta', id: LIST_ID },
        ...(result?.items ?? []).map((item) => ({ type: 'Bicicleta' as const, id: item.id })),
      ],
    }),
  }),
});

export const { useBikesListQuery } = bikesListApi;

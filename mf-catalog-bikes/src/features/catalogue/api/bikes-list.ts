import { baseApi, type ApiError } from '@shop/shared/api';
import { listEndpoint, type BicicletaListItem, type Paged } from '@shop/shared/catalog';

export interface BikesListArgs {
  [param: string]: string | number;
  q: string;
  categoria: string;
  color: string;
  sort: string;
  page: number;
  limit: number;
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
      ...listEndpoint<BikesListArgs>('/api/bicicletas', 'Bicicleta'),
      transformErrorResponse: listError,
    }),
  }),
});

export const { useBikesListQuery } = bikesListApi;

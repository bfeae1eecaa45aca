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
 * 'Error {status}: {body or status text}' (spec §8). Without an error field in the body the base
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
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bikesList: build.query<Paged<BicicletaListItem>, BikesListArgs>({
      ...listEndpoint<BikesListArgs>('/api/bicicletas', 'Bicicleta'),
      transformErrorResponse: listError,
    }),
  }),
});

export const { useBikesListQuery } = bikesListApi;

import { baseApi, type ApiError } from '@shop/shared/api';
import type { Bicicleta } from '@shop/shared/catalog';

/** The spec's words for a bicycle that does not exist (or is hidden), whatever the body says (§8). */
function detailError(error: ApiError): ApiError {
  return error.status === 404 ? { ...error, message: 'No encontrada' } : error;
}

export const bikeDetailApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bikesDetail: build.query<Bicicleta, number>({
      query: (id) => `/api/bicicletas/${id}`,
      transformErrorResponse: detailError,
      providesTags: (_result, _error, id) => [{ type: 'Bicicleta', id }],
    }),
  }),
});

export const { useBikesDetailQuery } = bikeDetailApi;

import { baseApi, type ApiError, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { detailEndpoint, previewEndpoint, type Bicicleta, type ProductPreview } from '@shop/shared/catalog';

/** The shop's words for a bicycle that does not exist (or is hidden), whatever the body says. */
function detailError(error: ApiError): ApiError {
  return error.status === 404 ? { ...error, message: 'No encontrada' } : error;
}

export const bikeDetailApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    bikesDetail: build.query<Bicicleta, number>({
      ...detailEndpoint('/api/bicicletas', 'Bicicleta'),
      transformErrorResponse: detailError,
    }),
    bikesPreview: build.query<ProductPreview<Bicicleta>, number>(previewEndpoint('/api/bicicletas', 'Bicicleta')),
  }),
});

export const { useBikesDetailQuery, useBikesPreviewQuery } = bikeDetailApi;

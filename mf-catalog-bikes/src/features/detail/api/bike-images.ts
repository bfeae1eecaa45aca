import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { imagesEndpoint, type Imagen } from '@shop/shared/catalog';

/** A failed image list shows the bicycle without images. */
export const bikeImagesApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    bikesImages: build.query<Imagen[], number>(imagesEndpoint('/api/bicicletas', 'Bicicleta')),
  }),
});

export const { useBikesImagesQuery } = bikeImagesApi;

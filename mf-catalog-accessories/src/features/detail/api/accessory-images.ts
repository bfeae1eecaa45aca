import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { imagesEndpoint, type Imagen } from '@shop/shared/catalog';

/** A failed image list shows the accessory without images. */
export const accessoryImagesApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    accessoriesImages: build.query<Imagen[], number>(imagesEndpoint('/api/accesorios', 'Accesorio')),
  }),
});

export const { useAccessoriesImagesQuery } = accessoryImagesApi;

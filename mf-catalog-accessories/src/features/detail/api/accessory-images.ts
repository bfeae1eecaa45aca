import { baseApi } from '@shop/shared/api';
import { imagesEndpoint, type Imagen } from '@shop/shared/catalog';

/** A failed image list shows the accessory without images (spec §7). */
export const accessoryImagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessoriesImages: build.query<Imagen[], number>(imagesEndpoint('/api/accesorios', 'Accesorio')),
  }),
});

export const { useAccessoriesImagesQuery } = accessoryImagesApi;

import { baseApi, LIST_ID } from '@shop/shared/api';
import { orderImages, type Imagen } from '@shop/shared/catalog';

export const bikeImagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bikesImages: build.query<Imagen[], number>({
      query: (id) => `/api/bicicletas/${id}/imagenes`,
      transformResponse: (images: Imagen[]) => orderImages(images),
      providesTags: (_result, _error, id) => [
        { type: 'Imagen', id: LIST_ID },
        { type: 'Bicicleta', id },
      ],
    }),
  }),
});

export const { useBikesImagesQuery } = bikeImagesApi;

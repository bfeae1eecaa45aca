import { baseApi, LIST_ID, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { orderImages, type Bicicleta, type Imagen } from '@shop/shared/catalog';

export interface ComparedBikeData {
  bike: Bicicleta;
  /** The main image, if it has any. */
  image: Imagen | null;
}

/** GET /api/bicicletas/{id} and its images for each compared bike; one that no longer exists is left out. */
export const bikesCompareApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    bikesCompare: build.query<ComparedBikeData[], readonly number[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          ids.map((id) =>
            Promise.all([baseQuery(`/api/bicicletas/${id}`), baseQuery(`/api/bicicletas/${id}/imagenes`)]),
          ),
        );
        const found: ComparedBikeData[] = [];
        for (const [bike, images] of answers) {
          if (bike.error?.status === 404) continue;
          if (bike.error) return { error: bike.error };
          const [image = null] = images.error ? [] : orderImages(images.data as Imagen[]);
          found.push({ bike: bike.data as Bicicleta, image });
        }
        return { data: found };
      },
      providesTags: (_result, _error, ids) => [
        { type: 'Bicicleta', id: LIST_ID },
        ...ids.map((id) => ({ type: 'Bicicleta' as const, id })),
      ],
    }),
  }),
});

export const { useBikesCompareQuery } = bikesCompareApi;

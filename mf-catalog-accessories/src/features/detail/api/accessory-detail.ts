import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { detailEndpoint, type Accesorio } from '@shop/shared/catalog';

export const accessoryDetailApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    accessoriesDetail: build.query<Accesorio, number>(detailEndpoint('/api/accesorios', 'Accesorio')),
  }),
});

export const { useAccessoriesDetailQuery } = accessoryDetailApi;

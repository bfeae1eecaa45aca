import { baseApi, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import { detailEndpoint, previewEndpoint, type Accesorio, type ProductPreview } from '@shop/shared/catalog';

export const accessoryDetailApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({
    accessoriesDetail: build.query<Accesorio, number>(detailEndpoint('/api/accesorios', 'Accesorio')),
    accessoriesPreview: build.query<ProductPreview<Accesorio>, number>(previewEndpoint('/api/accesorios', 'Accesorio')),
  }),
});

export const { useAccessoriesDetailQuery, useAccessoriesPreviewQuery } = accessoryDetailApi;

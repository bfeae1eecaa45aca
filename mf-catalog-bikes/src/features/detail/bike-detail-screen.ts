import { prefetchProductPage, shippingApi } from '@shop/shared/catalog';
import type { Screen } from '@shop/shared/remote';
import { BIKE_KIND } from '../../common/bike-kind';
import { bikeDetailApi } from './api/bike-detail';
import { bikeImagesApi } from './api/bike-images';
import { bikesRelatedApi } from './api/bikes-related';
import { BikeDetailPage } from './bike-detail-page';

/** /bici/{id}-{slug}: the bicycle, its images and the related ones. */
export const bikeDetailScreen: Screen = {
  Component: BikeDetailPage,
  prefetch: ({ dispatch, ...address }) =>
    prefetchProductPage(BIKE_KIND, address, {
      detail: (id) => dispatch(bikeDetailApi.endpoints.bikesDetail.initiate(id)),
      images: (id) => dispatch(bikeImagesApi.endpoints.bikesImages.initiate(id)),
      related: (args) => dispatch(bikesRelatedApi.endpoints.bikesRelated.initiate(args)),
      shippingZones: () => dispatch(shippingApi.endpoints.shippingZones.initiate()),
    }),
};

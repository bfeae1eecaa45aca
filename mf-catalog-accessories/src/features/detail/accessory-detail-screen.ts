import { prefetchProductPage, shippingApi } from '@shop/shared/catalog';
import type { Screen } from '@shop/shared/remote';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { accessoriesRelatedApi } from './api/accessories-related';
import { accessoryDetailApi } from './api/accessory-detail';
import { accessoryImagesApi } from './api/accessory-images';
import { AccessoryDetailPage } from './accessory-detail-page';

/** /accesorio/{id}-{slug}: the accessory, its images and the related ones. */
export const accessoryDetailScreen: Screen = {
  Component: AccessoryDetailPage,
  prefetch: ({ dispatch, ...address }) =>
    prefetchProductPage(ACCESSORY_KIND, address, {
      detail: (id) => dispatch(accessoryDetailApi.endpoints.accessoriesDetail.initiate(id)),
      images: (id) => dispatch(accessoryImagesApi.endpoints.accessoriesImages.initiate(id)),
      related: (args) => dispatch(accessoriesRelatedApi.endpoints.accessoriesRelated.initiate(args)),
      shippingZones: () => dispatch(shippingApi.endpoints.shippingZones.initiate()),
    }),
};

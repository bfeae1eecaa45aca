import type { RemoteRoutes } from '@shop/shared/remote';
import { AccessoriesCataloguePage } from './features/catalogue/accessories-catalogue-page';
import { AccessoryDetailPage } from './features/detail/accessory-detail-page';
import { AccessoriesLandingPage } from './features/landing/accessories-landing-page';
import { AccessoryCategoryRedirect } from './features/landing/accessory-category-redirect';

// The screens load with the routes module itself: a lazy screen would be one more round trip before
// the page can even ask the API for its data.
export const routes: RemoteRoutes = {
  '/accesorios': AccessoriesLandingPage,
  '/accesorios/:slug': AccessoryCategoryRedirect,
  '/catalogo-accesorios': AccessoriesCataloguePage,
  '/accesorio/:idSlug': AccessoryDetailPage,
};

import { productRoute } from '@shop/contract';
import type { RemoteRoutes } from '@shop/shared/remote';
import { accessoriesCatalogueScreen } from './features/catalogue/accessories-catalogue-screen';
import { accessoryDetailScreen } from './features/detail/accessory-detail-screen';
import { AccessoriesLandingPage } from './features/landing/accessories-landing-page';
import { accessoryCategoryRedirectScreen } from './features/landing/accessory-category-redirect';

// The screens load with the routes module itself: a lazy screen would be one more round trip before
// the page can even ask the API for its data.
export const routes: RemoteRoutes = {
  '/accesorios': async () => ({ Component: AccessoriesLandingPage }),
  '/accesorios/:slug': async () => accessoryCategoryRedirectScreen,
  '/catalogo-accesorios': async () => accessoriesCatalogueScreen,
  [productRoute('accesorio')]: async () => accessoryDetailScreen,
};

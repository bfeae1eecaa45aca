import { lazyScreen, type RemoteRoutes } from '@shop/shared/remote';

export const routes: RemoteRoutes = {
  '/accesorios': lazyScreen(() => import('./features/landing/accessories-landing-page'), 'AccessoriesLandingPage'),
  '/accesorios/:slug': lazyScreen(
    () => import('./features/landing/accessory-category-redirect'),
    'AccessoryCategoryRedirect',
  ),
  '/catalogo-accesorios': lazyScreen(
    () => import('./features/catalogue/accessories-catalogue-page'),
    'AccessoriesCataloguePage',
  ),
  '/accesorio/:idSlug': lazyScreen(() => import('./features/detail/accessory-detail-page'), 'AccessoryDetailPage'),
};

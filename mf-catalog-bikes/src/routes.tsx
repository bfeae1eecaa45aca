import { lazyScreen, type RemoteRoutes } from '@shop/shared/remote';

export const routes: RemoteRoutes = {
  '/bicicletas': lazyScreen(() => import('./features/landing/bikes-landing-page'), 'BikesLandingPage'),
  '/bicicletas/:slug': lazyScreen(() => import('./features/landing/bike-category-redirect'), 'BikeCategoryRedirect'),
  '/catalogo-bicicletas': lazyScreen(() => import('./features/catalogue/bikes-catalogue-page'), 'BikesCataloguePage'),
  '/bici/:idSlug': lazyScreen(() => import('./features/detail/bike-detail-page'), 'BikeDetailPage'),
};

import { lazy } from 'react';
import type { RemoteRoutes } from '@shop/shared/remote';

// React's own `lazy`, not a helper from @shop/shared: the host has not loaded that shared module,
// so importing one here would add a request before the screen's chunk can even start loading.
export const routes: RemoteRoutes = {
  '/bicicletas': lazy(() =>
    import('./features/landing/bikes-landing-page').then(({ BikesLandingPage }) => ({ default: BikesLandingPage })),
  ),
  '/bicicletas/:slug': lazy(() =>
    import('./features/landing/bike-category-redirect').then(({ BikeCategoryRedirect }) => ({
      default: BikeCategoryRedirect,
    })),
  ),
  '/catalogo-bicicletas': lazy(() =>
    import('./features/catalogue/bikes-catalogue-page').then(({ BikesCataloguePage }) => ({
      default: BikesCataloguePage,
    })),
  ),
  '/bici/:idSlug': lazy(() =>
    import('./features/detail/bike-detail-page').then(({ BikeDetailPage }) => ({ default: BikeDetailPage })),
  ),
};

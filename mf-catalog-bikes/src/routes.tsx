import { productRoute } from '@shop/contract';
import type { RemoteRoutes } from '@shop/shared/remote';

// Each screen loads with its own chunk; nothing from @shop/shared is imported here, so the host
// can ask for the screen's chunk as soon as this module arrives.
export const routes: RemoteRoutes = {
  '/bicicletas': () => import('./features/landing/bikes-landing-screen').then((module) => module.bikesLandingScreen),
  '/bicicletas/:slug': () =>
    import('./features/landing/bike-category-redirect').then((module) => module.bikeCategoryRedirectScreen),
  '/catalogo-bicicletas': () =>
    import('./features/catalogue/bikes-catalogue-screen').then((module) => module.bikesCatalogueScreen),
  '/comparar-bicicletas': () => import('./features/compare/compare-screen').then((module) => module.bikesCompareScreen),
  [productRoute('bicicleta')]: () =>
    import('./features/detail/bike-detail-screen').then((module) => module.bikeDetailScreen),
};

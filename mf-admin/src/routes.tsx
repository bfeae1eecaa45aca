import type { RemoteRoutes } from '@shop/shared/remote';

export const routes: RemoteRoutes = {
  '/admin/*': () => import('./admin-routes').then((module) => ({ Component: module.AdminRoutes })),
};

import { lazyScreen, type RemoteRoutes } from '@shop/shared/remote';

export const routes: RemoteRoutes = {
  '/admin/*': lazyScreen(() => import('./admin-routes'), 'AdminRoutes'),
};

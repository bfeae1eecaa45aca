import { createBrowserRouter, type RouteObject } from '@shop/shared/router';
import { NotFoundView, RouteErrorView } from '@shop/shared/ui';
import { RootLayout } from '../features/layout/root-layout';
import { remoteRouteObjects } from '../features/remotes/remote-routes';
import type { RemoteDefinition } from '../features/remotes/remotes-config';

/** The host's own screens, each in its own chunk so that `/` carries only the home page. */
const hostRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
  {
    path: 'contacto',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
  },
  {
    path: 'ubicacion',
    lazy: async () => ({ Component: (await import('../features/locations/locations-page')).LocationsPage }),
  },
  { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
  },
];

export function appRoutes(remotes: RemoteDefinition[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          // Inside the layout, so that nav and footer stay when a screen fails.
          errorElement: <RouteErrorView />,
          children: [...hostRoutes, ...remoteRouteObjects(remotes), { path: '*', element: <NotFoundView /> }],
        },
      ],
    },
  ];
}

export function createAppRouter(remotes: RemoteDefinition[]) {
  return createBrowserRouter(appRoutes(remotes));
}

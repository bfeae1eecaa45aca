import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@shop/shared/router';
import { restoreSession } from '@shop/shared/session';
import { makeStore } from '@shop/shared/store';
import { NotFoundView, RouteErrorView } from '@shop/shared/ui';
import '@shop/shared/ui/tokens.css';
import type { RemoteRoutes } from './remote-contract';
import { StandaloneLayout } from './standalone-layout';

/** Paths to list in the standalone bar: the patterns without parameters. */
function linkablePaths(routes: RemoteRoutes): string[] {
  return Object.keys(routes)
    .map((pattern) => pattern.replace(/\/\*$/, ''))
    .filter((path) => !path.includes(':'));
}

/** Runs a remote's screens with their own store and router, without the host. */
export function startStandalone(appName: string, routes: RemoteRoutes): void {
  const store = makeStore();
  void store.dispatch(restoreSession());
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout appName={appName} links={linkablePaths(routes)} />,
      errorElement: <RouteErrorView />,
      children: [
        ...Object.entries(routes).map(([path, load]) => ({
          path,
          lazy: async () => ({ Component: (await load()).Component }),
        })),
        { path: '*', element: <NotFoundView /> },
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

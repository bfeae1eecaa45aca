import { matchRoutes, type RouteObject } from '@shop/shared/router';
import { NotFoundView, RouteErrorView } from '@shop/shared/ui';
import { RootLayout } from '../features/layout/root-layout';
import type { LoadedScreen } from '../features/remotes/loaded-screen';
import { remoteRouteObjects } from '../features/remotes/remote-routes';
import type { RemoteDefinition } from '../features/remotes/remotes-config';
import { hostScreens } from './host-screens';

/** Where an address leads: a host screen or a remote's, with the parameters of its pattern. */
export interface ScreenMatch {
  pattern: string;
  /** The remote that serves it; none for the host's own screens. */
  remote?: RemoteDefinition;
  params: Readonly<Partial<Record<string, string>>>;
}

export function matchScreen(pathname: string, remotes: readonly RemoteDefinition[]): ScreenMatch | null {
  const candidates: { path: string; pattern: string; remote?: RemoteDefinition }[] = [
    ...Object.keys(hostScreens).map((pattern) => ({ path: pattern, pattern })),
    ...remotes.flatMap((remote) => remote.routes.map((pattern) => ({ path: pattern, pattern, remote }))),
  ];
  const [match] = matchRoutes(candidates, pathname) ?? [];
  return match ? { pattern: match.route.pattern, remote: match.route.remote, params: match.params } : null;
}

function hostRouteObjects(loaded: LoadedScreen | undefined): RouteObject[] {
  return Object.entries(hostScreens).map(([path, load]) =>
    loaded && !loaded.remote && loaded.pattern === path
      ? { path, Component: loaded.screen.Component }
      : { path, lazy: async () => ({ Component: (await load()).Component }) },
  );
}

/** The site's routes; built per request on the server, so a redeployed remote's screens replace the old ones. */
export function appRoutes(remotes: RemoteDefinition[], loaded?: LoadedScreen): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          // Inside the layout, so that nav and footer stay when a screen fails.
          errorElement: <RouteErrorView />,
          children: [
            ...hostRouteObjects(loaded),
            ...remoteRouteObjects(remotes, loaded),
            { path: '*', element: <NotFoundView /> },
          ],
        },
      ],
    },
  ];
}

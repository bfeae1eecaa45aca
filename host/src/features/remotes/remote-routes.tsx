import type { RouteObject } from '@shop/shared/router';
import type { LoadedScreen } from './loaded-screen';
import { RemoteRoute } from './remote-route';
import type { RemoteDefinition } from './remotes-config';

/** One route per pattern a remote serves, keyed so each pattern keeps its own state. */
export function remoteRouteObjects(remotes: RemoteDefinition[], loaded?: LoadedScreen): RouteObject[] {
  return remotes.flatMap((remote) =>
    remote.routes.map((pattern) => ({
      path: pattern,
      element: (
        <RemoteRoute
          key={`${remote.name}${pattern}`}
          remote={remote}
          pattern={pattern}
          loaded={loaded?.remote === remote.name && loaded.pattern === pattern ? loaded.screen.Component : undefined}
        />
      ),
    })),
  );
}

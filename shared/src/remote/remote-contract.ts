import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: its screens keyed by the route pattern they serve
 * (the same patterns the host's remotes.json lists for that remote).
 */
export type RemoteRoutes = Readonly<Record<string, ComponentType>>;

export interface RemoteRoutesModule {
  routes: RemoteRoutes;
}

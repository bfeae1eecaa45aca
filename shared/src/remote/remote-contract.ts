import type { ComponentType } from 'react';
import type { AppDispatch } from '@shop/shared/store';

/** What a screen's prefetch receives on the server: the matched address and the request's store. */
export interface PrefetchContext {
  params: Readonly<Partial<Record<string, string>>>;
  searchParams: URLSearchParams;
  dispatch: AppDispatch;
}

/** What the server learns while prefetching: a status other than 200, or an address to send the visitor to. */
export interface PrefetchOutcome {
  status?: number;
  redirect?: string;
}

/**
 * One route's screen. `prefetch` starts, on the server, the API requests the screen makes on its
 * first render (same endpoints, same arguments), so the page arrives with its data and the browser
 * does not ask again.
 */
export interface Screen {
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<PrefetchOutcome | void>;
}

/**
 * What every remote exposes as `./routes` (and how the host lists its own screens): a loader per
 * route pattern (the same patterns the host's remotes.json lists for that remote).
 */
export type RemoteRoutes = Readonly<Record<string, () => Promise<Screen>>>;

export interface RemoteRoutesModule {
  routes: RemoteRoutes;
}

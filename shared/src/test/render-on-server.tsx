import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { baseApi } from '@shop/shared/api';
import type { PrefetchOutcome, RemoteRoutes } from '@shop/shared/remote';
import { matchRoutes } from '@shop/shared/router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@shop/shared/router/server';
import { makeStore } from '@shop/shared/store';

export interface ServerRender {
  /** The rendered page, parsed: query it with Testing Library's `within(body)`. */
  body: HTMLElement;
  /** Its head tags (React puts them before the body's content). */
  head: HTMLHeadElement;
  outcome: PrefetchOutcome;
  /** The API requests the page's screen started, by endpoint, as the browser's store would get them. */
  queries: string[];
}

/**
 * Renders one of a remote's routes as the host's server does: the screen's prefetch on a fresh
 * store, then React's server renderer with the data already in the store.
 */
export async function renderOnServer(routes: RemoteRoutes, address: string): Promise<ServerRender> {
  const url = new URL(address, 'http://localhost');
  const [match] =
    matchRoutes(
      Object.keys(routes).map((path) => ({ path })),
      url.pathname,
    ) ?? [];
  const load = match && routes[match.route.path];
  if (!match || !load) throw new Error(`Ninguna ruta atiende ${address}`);
  const screen = await load();
  const store = makeStore();
  const outcome =
    (await screen.prefetch?.({ params: match.params, searchParams: url.searchParams, dispatch: store.dispatch })) ?? {};
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const queries = Object.values(store.getState()[baseApi.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled' ? [query.endpointName] : [],
  );
  if (outcome.redirect) return { ...parse(''), outcome, queries };

  const handler = createStaticHandler([{ path: match.route.path, Component: screen.Component }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${address} redirigió`);
  const html = renderToString(
    <Provider store={store}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Provider>,
  );
  return { ...parse(html), outcome, queries };
}

function parse(html: string): Pick<ServerRender, 'body' | 'head'> {
  const { document } = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window;
  // The title and meta tags React hoists come first: move them where the host's server puts them.
  for (const tag of [...document.body.querySelectorAll(':scope > title, :scope > meta, :scope > link')]) {
    document.head.append(tag);
  }
  return { body: document.body, head: document.head };
}

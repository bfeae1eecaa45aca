import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { baseApi } from '@shop/shared/api';
import type { PrefetchOutcome } from '@shop/shared/remote';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@shop/shared/router/server';
import { makeStore, type AppStore, type RootState } from '@shop/shared/store';
import { ErrorView } from '@shop/shared/ui';
import type { PageData } from '../app/page-data';
import { appRoutes, matchScreen, type ScreenMatch } from '../app/routes';
import { hostScreens } from '../app/host-screens';
import { RootLayout } from '../features/layout/root-layout';
import type { LoadedScreen } from '../features/remotes/loaded-screen';
import { CLIENT_RENDERED_SECTION } from '../features/remotes/remote-route';
import type { HtmlDocument } from './html-document';
import type { RemoteRegistry } from './remote-registry';
import { withTimeout } from './timeouts';

/** A remote's server container and screen: past this the section is rendered in the browser. */
const SCREEN_TIMEOUT_MS = 800;
/** The API requests of a page: past this the page renders with what has arrived. */
const PREFETCH_TIMEOUT_MS = 3000;
/** A render that has not finished by then is cut off. */
const RENDER_TIMEOUT_MS = 5000;

export type PageAnswer = { status: number; html: string } | { status: number; redirect: string };

export interface PageContext {
  document: HtmlDocument;
  registry: RemoteRegistry;
  hostStylesheets: readonly string[];
}

/** Renders to one string once everything is ready; cut off (the rest left to the browser) at the deadline. */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(deadline);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole: no section is held back behind a script (crawlers run none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error: unknown) => {
        clearTimeout(deadline);
        reject(error);
      },
      onError: (error: unknown) => {
        if ((error as { digest?: string } | null)?.digest !== CLIENT_RENDERED_SECTION) {
          console.error('Error al renderizar en el servidor', error);
        }
        // The browser renders that section again, as it would without a server.
        return CLIENT_RENDERED_SECTION;
      },
    });
    const deadline = setTimeout(() => stream.abort(new Error('Render cortado')), RENDER_TIMEOUT_MS);
  });
}

/** The API cache the page was rendered from: settled requests only, no session data. */
function publicState(store: AppStore): Partial<RootState> {
  const { queries, provided } = store.getState()[baseApi.reducerPath];
  const settled = Object.fromEntries(
    Object.entries(queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  );
  return { [baseApi.reducerPath]: { queries: settled, provided } } as Partial<RootState>;
}

async function loadScreen(match: ScreenMatch, registry: RemoteRegistry): Promise<LoadedScreen | undefined> {
  if (match.remote) {
    const screen = await registry.screen(match.remote.name, match.pattern, SCREEN_TIMEOUT_MS);
    return screen ? { pattern: match.pattern, remote: match.remote.name, screen } : undefined;
  }
  const load = hostScreens[match.pattern];
  return load ? { pattern: match.pattern, screen: await load() } : undefined;
}

async function prefetch(loaded: LoadedScreen, match: ScreenMatch, url: URL, store: AppStore): Promise<PrefetchOutcome> {
  const started = loaded.screen.prefetch?.({
    params: match.params,
    searchParams: url.searchParams,
    dispatch: store.dispatch,
  });
  try {
    const outcome = await withTimeout(Promise.resolve(started), PREFETCH_TIMEOUT_MS);
    await withTimeout(Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())), PREFETCH_TIMEOUT_MS);
    return outcome ?? {};
  } catch (error: unknown) {
    console.error(`La precarga de ${url.pathname} no terminó`, error);
    return {};
  }
}

async function renderApp(url: URL, context: PageContext, remotesStyles: readonly string[]): Promise<PageAnswer> {
  const { registry } = context;
  const remotes = registry.remotes;
  const match = matchScreen(url.pathname, remotes);
  const store = makeStore();
  const loaded = match ? await loadScreen(match, registry) : undefined;
  const outcome = match && loaded ? await prefetch(loaded, match, url, store) : {};
  if (outcome.redirect) return { status: 301, redirect: outcome.redirect };

  const handler = createStaticHandler(appRoutes(remotes, loaded));
  const routing = await handler.query(new Request(url));
  if (routing instanceof Response) return { status: routing.status, redirect: routing.headers.get('Location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, routing);
  const rendered = await renderToString(
    <Provider store={store}>
      <StaticRouterProvider router={router} context={routing} hydrate={false} />
    </Provider>,
  );
  const data: PageData = {
    state: publicState(store),
    screen: match ? { pattern: match.pattern, ...(match.remote ? { remote: match.remote.name } : {}) } : null,
  };
  const status = outcome.status ?? (match ? 200 : 404);
  const html = context.document.render({ rendered, stylesheets: [...context.hostStylesheets, ...remotesStyles], data });
  return { status, html };
}

/** The error page inside the layout, rendered in the browser from scratch (no hydration). */
async function renderErrorPage(url: URL, context: PageContext): Promise<PageAnswer> {
  const handler = createStaticHandler([{ element: <RootLayout />, children: [{ path: '*', element: <ErrorView /> }] }]);
  const routing = await handler.query(new Request(url));
  if (routing instanceof Response) throw new Error('La página de error redirigió');
  const rendered = await renderToString(
    <Provider store={makeStore()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, routing)}
        context={routing}
        hydrate={false}
      />
    </Provider>,
  );
  return { status: 500, html: context.document.render({ rendered, stylesheets: context.hostStylesheets, data: null }) };
}

/** A page of the site, rendered on the server; the admin area (rendered in the browser only) gets the bare shell. */
export async function renderPage(url: URL, context: PageContext): Promise<PageAnswer> {
  const match = matchScreen(url.pathname, context.registry.remotes);
  const remoteStyles = match?.remote ? context.registry.stylesheets(match.remote.name) : [];
  if (match?.remote?.render === 'client') {
    return {
      status: 200,
      html: context.document.render({
        rendered: '',
        stylesheets: context.hostStylesheets,
        data: null,
        extraHead: '<meta name="robots" content="noindex">',
      }),
    };
  }
  try {
    return await renderApp(url, context, remoteStyles);
  } catch (error: unknown) {
    console.error(`No se pudo renderizar ${url.pathname}`, error);
    return renderErrorPage(url, context);
  }
}

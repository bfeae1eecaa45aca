import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { baseApi } from '@shop/shared/api';
import { safeReturnPath } from '@shop/shared/domain';
import type { PrefetchOutcome, Screen } from '@shop/shared/remote';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@shop/shared/router/server';
import { makeStore, type AppStore } from '@shop/shared/store';
import { ErrorView } from '@shop/shared/ui';
import type { PageData } from '../app/page-data';
import { PostedFormProvider, type PostedForm } from '../common/posted-form';
import { appRoutes, matchScreen, type ScreenMatch } from '../app/routes';
import { hostScreens } from '../app/host-screens';
import { RootLayout } from '../features/layout/root-layout';
import type { LoadedScreen } from '../features/remotes/loaded-screen';
import { CLIENT_RENDERED_SECTION } from '../features/remotes/remote-route';
import type { RemoteDefinition } from '../features/remotes/remotes-config';
import { Deadline } from './deadline';
import type { HtmlDocument, Preload } from './html-document';
import { answeredForGood, publicState } from './page-state';
import { slashlessAddress } from './page-url';

/**
 * The page's section and its data, counted from the request's arrival: the remote's server
 * container, its screen and the API requests. Past it a remote's section is rendered in the
 * browser and a host page renders with what has arrived, so the page answers within 1.5 s.
 */
export const SECTION_BUDGET_MS = 1200;
/** A request that has not rendered by then is cut off: what is still missing is left to the browser. */
export const REQUEST_TIMEOUT_MS = 5000;
/** The error page that replaces a page that failed or was cut off (it waits for nothing). */
const ERROR_PAGE_TIMEOUT_MS = 1000;

/**
 * A page, or a redirect. `reusable`: rendered whole on the server from answers that asking again will
 * not change (no section left to the browser, nothing cut off, no API failure), so any visitor asking
 * for the same address may be given the same HTML for a while.
 */
export type PageAnswer = { status: number; html: string; reusable: boolean } | { status: number; redirect: string };

/** The statuses of pages worth serving again: a page, a missing one, an invalid address. */
const REUSABLE_STATUSES = new Set([200, 400, 404]);

interface RenderedHtml {
  html: string;
  /** No section failed or was cut off, so none is left to the browser. */
  whole: boolean;
}

/** What a page needs of the remotes (the host server's RemoteRegistry). */
export interface RemoteScreens {
  readonly remotes: RemoteDefinition[];
  stylesheets(name: string): string[];
  /** The files of the remote's browser build its pages preload. */
  preloads(name: string): Preload[];
  screen(name: string, pattern: string, deadline: Deadline): Promise<Screen | null>;
}

export interface PageContext {
  /** Pages the browser hydrates (index.html): their scripts start after the first paint. */
  document: HtmlDocument;
  /** Pages the browser renders itself (shell.html): their scripts are in <head>, fetched at once. */
  shell: HtmlDocument;
  registry: RemoteScreens;
  hostStylesheets: readonly string[];
  /** The scripts every hydrated page runs to start (the build's start-scripts.json). */
  startScripts: readonly string[];
}

/** Renders to one string once everything is ready; cut off (the rest left to the browser) at the deadline. */
function renderToString(element: ReactElement, deadline: Deadline): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    let html = '';
    let whole = true;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(cutOff);
        resolve({ html, whole });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole: no section is held back behind a script (crawlers run none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error: unknown) => {
        clearTimeout(cutOff);
        reject(error);
      },
      onError: (error: unknown) => {
        whole = false;
        if ((error as { digest?: string } | null)?.digest !== CLIENT_RENDERED_SECTION) {
          console.error('Error al renderizar en el servidor', error);
        }
        // The browser renders that section again, as it would without a server.
        return CLIENT_RENDERED_SECTION;
      },
    });
    const cutOff = setTimeout(() => {
      whole = false;
      stream.abort(new Error('Render cortado'));
    }, deadline.remaining);
  });
}

async function loadScreen(
  match: ScreenMatch,
  registry: RemoteScreens,
  deadline: Deadline,
): Promise<LoadedScreen | undefined> {
  if (match.remote) {
    const screen = await registry.screen(match.remote.name, match.pattern, deadline);
    return screen ? { pattern: match.pattern, remote: match.remote.name, screen } : undefined;
  }
  const load = hostScreens[match.pattern];
  return load ? { pattern: match.pattern, screen: await load() } : undefined;
}

interface Prefetched {
  outcome: PrefetchOutcome;
  /** Whether every request the screen started has settled before the deadline. */
  complete: boolean;
}

async function prefetch(
  loaded: LoadedScreen,
  match: ScreenMatch,
  url: URL,
  store: AppStore,
  deadline: Deadline,
): Promise<Prefetched> {
  const started = loaded.screen.prefetch?.({
    params: match.params,
    searchParams: url.searchParams,
    dispatch: store.dispatch,
  });
  try {
    const outcome = await deadline.race(Promise.resolve(started));
    await deadline.race(Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())));
    return { outcome: outcome ?? {}, complete: true };
  } catch (error: unknown) {
    console.error(`La precarga de ${url.pathname} no terminó a tiempo`, error);
    return { outcome: {}, complete: false };
  }
}

/** Every redirect the server answers goes to a same-site path (the one rule of `safeReturnPath`), else home. */
function redirectTo(status: number, target: string | null): PageAnswer {
  return { status, redirect: safeReturnPath(target) ?? '/' };
}

/** The screen an address shows, loaded, with its data fetched into a new store: what a render starts from. */
async function routedScreen(url: URL, { registry }: PageContext, traceparent: string | undefined) {
  const match = matchScreen(url.pathname, registry.remotes);
  const store = makeStore(undefined, { traceparent });
  const section = new Deadline(SECTION_BUDGET_MS);
  const screen = match ? await loadScreen(match, registry, section) : undefined;
  const prefetched = match && screen ? await prefetch(screen, match, url, store, section) : null;
  return { match, store, screen, prefetched };
}

async function renderApp(
  url: URL,
  context: PageContext,
  remotesStyles: readonly string[],
  request: Deadline,
  form: PostedForm | undefined,
  traceparent: string | undefined,
): Promise<PageAnswer> {
  const { registry } = context;
  const remotes = registry.remotes;
  const { match, store, screen, prefetched } = await routedScreen(url, context, traceparent);
  const outcome = prefetched?.outcome ?? {};
  if (outcome.redirect) return redirectTo(301, outcome.redirect);
  // A remote's section whose data is late is rendered in the browser, as when its container is.
  const loaded = screen?.remote && !prefetched?.complete ? undefined : screen;

  const handler = createStaticHandler(appRoutes(remotes, loaded));
  const routing = await handler.query(new Request(url));
  if (routing instanceof Response) return redirectTo(routing.status, routing.headers.get('Location'));
  const router = createStaticRouter(handler.dataRoutes, routing);
  const { html: rendered, whole } = await renderToString(
    <Provider store={store}>
      <PostedFormProvider form={form ?? null}>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </PostedFormProvider>
    </Provider>,
    request,
  );
  const data: PageData = {
    state: publicState(store),
    screen: match ? { pattern: match.pattern, ...(match.remote ? { remote: match.remote.name } : {}) } : null,
    ...(form ? { form } : {}),
  };
  const status = outcome.status ?? (match ? 200 : 404);
  const html = context.document.render({
    rendered,
    stylesheets: [...context.hostStylesheets, ...remotesStyles],
    data,
    startFiles: [
      ...context.startScripts.map((href): Preload => ({ href, as: 'script' })),
      ...(match?.remote ? registry.preloads(match.remote.name) : []),
    ],
  });
  const sectionServed = !match?.remote || loaded !== undefined;
  const reusable = !form && whole && sectionServed && REUSABLE_STATUSES.has(status) && answeredForGood(store);
  return { status, html, reusable };
}

/**
 * An address with trailing slashes moves for good, in one step, to where its slashless one leads: itself, or
 * the address that one moves to ('/bici/12-x/' straight to '/bici/12-nombre', not through '/bici/12-x').
 */
async function movedForGood(
  slashless: string,
  url: URL,
  context: PageContext,
  traceparent: string | undefined,
): Promise<PageAnswer> {
  const target = new URL(slashless, url);
  const { screen, prefetched } = await routedScreen(target, context, traceparent);
  const moved = prefetched?.outcome.redirect;
  if (moved) return redirectTo(301, moved);
  // Without rendering it: only where the slashless address's routes would send it.
  const routing = await createStaticHandler(appRoutes(context.registry.remotes, screen)).query(new Request(target));
  return redirectTo(301, routing instanceof Response ? routing.headers.get('Location') : slashless);
}

/** The error page inside the layout, rendered in the browser from scratch (no hydration). */
async function renderErrorPage(url: URL, context: PageContext): Promise<PageAnswer> {
  const handler = createStaticHandler([{ element: <RootLayout />, children: [{ path: '*', element: <ErrorView /> }] }]);
  const routing = await handler.query(new Request(url));
  if (routing instanceof Response) throw new Error('La página de error redirigió');
  const { html: rendered } = await renderToString(
    <Provider store={makeStore()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, routing)}
        context={routing}
        hydrate={false}
      />
    </Provider>,
    new Deadline(ERROR_PAGE_TIMEOUT_MS),
  );
  return {
    status: 500,
    html: context.shell.render({ rendered, stylesheets: context.hostStylesheets, data: null }),
    reusable: false,
  };
}

/**
 * A page of the site, rendered on the server; the admin area (rendered in the browser only) gets the bare
 * shell. `form`: the answer to a form posted without JavaScript, shown in the page (never reusable);
 * `traceparent`: the page request's trace context, passed on to the API.
 */
export async function renderPage(
  url: URL,
  context: PageContext,
  form?: PostedForm,
  traceparent?: string,
): Promise<PageAnswer> {
  const slashless = slashlessAddress(url);
  if (slashless) return movedForGood(slashless, url, context, traceparent);
  const request = new Deadline(REQUEST_TIMEOUT_MS);
  const match = matchScreen(url.pathname, context.registry.remotes);
  const remoteStyles = match?.remote ? context.registry.stylesheets(match.remote.name) : [];
  if (match?.remote?.render === 'client') {
    return {
      status: 200,
      html: context.shell.render({
        rendered: '',
        stylesheets: context.hostStylesheets,
        data: null,
        extraHead: '<meta name="robots" content="noindex">',
      }),
      reusable: false,
    };
  }
  try {
    return await renderApp(url, context, remoteStyles, request, form, traceparent);
  } catch (error: unknown) {
    console.error(`No se pudo renderizar ${url.pathname}`, error);
    return renderErrorPage(url, context);
  }
}

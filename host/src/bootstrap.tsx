import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@shop/shared/router';
import { restoreSession } from '@shop/shared/session';
import { makeStore } from '@shop/shared/store';
import '@shop/shared/ui/tokens.css';
import { PAGE_DATA_ID, type PageData } from './app/page-data';
import { appRoutes, matchScreen } from './app/routes';
import { hostScreens } from './app/host-screens';
import type { LoadedScreen } from './features/remotes/loaded-screen';
import { loadRemoteScreen } from './features/remotes/load-remote-routes';
import { CLIENT_RENDERED_SECTION } from './features/remotes/remote-route';
import { fetchRemotesConfig, type RemoteDefinition } from './features/remotes/remotes-config';

function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/**
 * The screen the server rendered, loaded before hydration: a screen still loading would make React
 * show its fallback over the server's HTML. A remote whose screen does not load is left to its section.
 */
async function loadRenderedScreen(page: PageData, remotes: RemoteDefinition[]): Promise<LoadedScreen | undefined> {
  const match = matchScreen(window.location.pathname, remotes);
  if (!page.screen || !match || match.pattern !== page.screen.pattern) return undefined;
  if (!match.remote) {
    const load = hostScreens[match.pattern];
    return load ? { pattern: match.pattern, screen: await load() } : undefined;
  }
  if (match.remote.name !== page.screen.remote) return undefined;
  try {
    return {
      pattern: match.pattern,
      remote: match.remote.name,
      screen: await loadRemoteScreen(match.remote, match.pattern),
    };
  } catch {
    return undefined;
  }
}

/** Hydration's recoverable errors, but for the sections the server left to the browser on purpose. */
function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === CLIENT_RENDERED_SECTION) return;
  console.error(error);
}

async function start(): Promise<void> {
  const page = readPageData();
  const store = makeStore(page?.state);
  void store.dispatch(restoreSession());
  const remotes = await fetchRemotesConfig();
  const loaded = page ? await loadRenderedScreen(page, remotes) : undefined;
  const router = createBrowserRouter(appRoutes(remotes, loaded));
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (page) hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  else createRoot(container).render(app);
}

void start();

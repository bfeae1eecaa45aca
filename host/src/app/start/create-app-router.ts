import { createBrowserRouter } from '@shop/shared/router';
import type { LoadedScreen } from '../../features/remotes/loaded-screen';
import { loadRemoteScreen } from '../../features/remotes/load-remote-routes';
import { fetchRemotesConfig, type RemoteDefinition } from '../../features/remotes/remotes-config';
import { hostScreens } from '../host-screens';
import { nextTask } from './next-task';
import type { PageData } from '../page-data';
import { appRoutes, matchScreen } from '../routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

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

/** The site's router, with the remotes remotes.json names and the server's screen already loaded. */
export async function createAppRouter(page: PageData | null): Promise<AppRouter> {
  const remotes = await fetchRemotesConfig();
  const loaded = page ? await loadRenderedScreen(page, remotes) : undefined;
  // The screen's modules ran as they arrived: the router starts in a task of its own.
  await nextTask();
  return createBrowserRouter(appRoutes(remotes, loaded));
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes, RemoteRoutesModule, Screen } from '@shop/shared/remote';
import { parseRemotesConfig, type RemoteDefinition } from '../features/remotes/remotes-config';
import { withTimeout } from './timeouts';

/** How long a manifest may take; a remote's server container and a screen's chunk get as long. */
const FETCH_TIMEOUT_MS = 1000;
/** How often the remotes and their manifests are read again: a redeploy shows within this time. */
export const POLL_INTERVAL_MS = 2000;
/** How long a new build may take to load before the poll goes on without it. */
const WARM_UP_TIMEOUT_MS = 3000;

interface Manifest {
  metaData: { buildInfo: { buildVersion: string } };
  exposes?: { assets: { css: { sync: string[]; async: string[] } } }[];
}

/** What the host server knows of one remote: whether it renders on the server, and its styles. */
interface RemoteState {
  definition: RemoteDefinition;
  /** The build both containers carry; null when they differ or one of them cannot be read. */
  buildId: string | null;
  /** The browser build's stylesheets, linked in <head> of its pages. */
  stylesheets: string[];
  /** The server container's routes, loaded on the first request that needs them. */
  routes?: Promise<RemoteRoutes>;
}

async function fetchManifest(url: string): Promise<Manifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} en ${url}`);
  return (await response.json()) as Manifest;
}

/** A remote's server container sits beside its browser build: `<remote>/server/`. */
export function serverManifestUrl(remote: RemoteDefinition): string {
  return new URL('server/mf-manifest.json', remote.entry).href;
}

function stylesheetsOf(manifest: Manifest, manifestUrl: string): string[] {
  const files = (manifest.exposes ?? []).flatMap(({ assets }) => [...assets.css.sync, ...assets.css.async]);
  return [...new Set(files)].map((file) => new URL(file, manifestUrl).href);
}

/**
 * The remotes the host server renders with, read from the host's own remotes.json and polled: a
 * remote redeployed alone is picked up within a poll, without restarting the host. Server containers
 * are loaded only from the addresses that file names.
 */
export class RemoteRegistry {
  private states = new Map<string, RemoteState>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly readRemotesFile: () => Promise<string>) {}

  get remotes(): RemoteDefinition[] {
    return [...this.states.values()].map((state) => state.definition);
  }

  /** Reads everything once, then keeps polling until `stop`. */
  async start(): Promise<void> {
    await this.refresh();
    const poll = () => {
      this.timer = setTimeout(() => void this.refresh().finally(poll), POLL_INTERVAL_MS);
    };
    poll();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  stylesheets(name: string): string[] {
    return this.states.get(name)?.stylesheets ?? [];
  }

  /**
   * The remote's screen for a pattern from its server container, or null when the remote is to be
   * rendered in the browser (no matching server build, or it fails or takes too long).
   */
  async screen(name: string, pattern: string, timeoutMs: number): Promise<Screen | null> {
    const state = this.states.get(name);
    if (!state?.buildId) return null;
    try {
      const load = (await withTimeout(this.routesOf(state), timeoutMs))[pattern];
      return load ? await withTimeout(load(), timeoutMs) : null;
    } catch (error: unknown) {
      console.error(`No se pudo usar el contenedor de servidor de ${name}`, error);
      return null;
    }
  }

  /** The server container's routes: loaded once per build; a failed load is tried again by a later request. */
  private routesOf(state: RemoteState): Promise<RemoteRoutes> {
    if (state.routes) return state.routes;
    const routes = this.loadRoutes(state.definition);
    state.routes = routes;
    routes.catch(() => {
      if (state.routes === routes) state.routes = undefined;
    });
    return routes;
  }

  /** Loads a new build's container and every screen's chunk before a visitor asks for them. */
  private async warmUp(state: RemoteState): Promise<void> {
    const screens = this.routesOf(state).then((routes) => Promise.all(Object.values(routes).map((load) => load())));
    try {
      await withTimeout(screens, WARM_UP_TIMEOUT_MS);
    } catch (error: unknown) {
      console.error(`El contenedor de servidor de ${state.definition.name} no está listo`, error);
    }
  }

  private async loadRoutes(remote: RemoteDefinition): Promise<RemoteRoutes> {
    const module = await loadRemote<RemoteRoutesModule>(`${remote.name}/routes`);
    if (!module?.routes) throw new Error(`${remote.name} no expone sus rutas`);
    return module.routes;
  }

  private async refresh(): Promise<void> {
    let definitions: RemoteDefinition[];
    try {
      definitions = parseRemotesConfig(JSON.parse(await this.readRemotesFile()));
    } catch (error: unknown) {
      console.error('No se pudo leer remotes.json', error);
      return;
    }
    const known = new Set(definitions.map((remote) => remote.name));
    for (const name of this.states.keys()) if (!known.has(name)) this.states.delete(name);
    await Promise.all(definitions.map((definition) => this.refreshRemote(definition)));
  }

  private async refreshRemote(definition: RemoteDefinition): Promise<void> {
    const previous = this.states.get(definition.name);
    const [browser, server] = await Promise.allSettled([
      fetchManifest(definition.entry),
      definition.render === 'client'
        ? Promise.reject(new Error('sólo navegador'))
        : fetchManifest(serverManifestUrl(definition)),
    ]);
    const browserId = browser.status === 'fulfilled' ? browser.value.metaData.buildInfo.buildVersion : null;
    const serverId = server.status === 'fulfilled' ? server.value.metaData.buildInfo.buildVersion : null;
    const buildId = browserId && browserId === serverId ? browserId : null;
    const stylesheets =
      browser.status === 'fulfilled' ? stylesheetsOf(browser.value, definition.entry) : (previous?.stylesheets ?? []);
    const unchanged = previous && previous.buildId === buildId && previous.definition.entry === definition.entry;
    if (unchanged) {
      this.states.set(definition.name, { ...previous, definition, stylesheets });
      return;
    }
    if (buildId) {
      // A new build (or a new address): the next request loads the new server container.
      const entry = new URL('server/remoteEntry.js', definition.entry);
      entry.searchParams.set('v', buildId);
      registerRemotes([{ name: definition.name, entry: entry.href, type: 'commonjs-module' }], { force: true });
    }
    const state: RemoteState = { definition, buildId, stylesheets };
    this.states.set(definition.name, state);
    if (buildId) await this.warmUp(state);
  }
}

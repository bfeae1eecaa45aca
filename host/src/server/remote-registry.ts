import {
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteRoutes, RemoteRoutesModule, Screen } from '@shop/shared/remote';
import { type Static, Type } from 'typebox';
import { checkedJson } from './checked-json';
import type { Preload } from './html-document';
import { parseRemotesConfig, SECTIONS_WITHOUT_CONFIG, type RemoteDefinition } from '../features/remotes/remotes-config';
import { withTimeout } from '../common/with-timeout';
import type { Deadline } from './deadline';

/** How long a manifest or one of a server container's files may take. */
const FETCH_TIMEOUT_MS = 1000;
/** How often the remotes and their manifests are read again: a redeploy shows within this time. */
export const POLL_INTERVAL_MS = 2000;
/** A server container that has not loaded by then has failed: requests stop waiting for it until a poll retries. */
export const CONTAINER_LOAD_TIMEOUT_MS = 3000;
/** How long a new build's screens may take to load before the poll goes on without them. */
const WARM_UP_TIMEOUT_MS = 3000;

const Files = Type.Array(Type.String());
/** What the host reads of a remote's mf-manifest.json. */
const ManifestSchema = Type.Object({
  metaData: Type.Object({
    buildInfo: Type.Object({ buildVersion: Type.String() }),
    publicPath: Type.Optional(Type.String()),
    remoteEntry: Type.Optional(Type.Object({ name: Type.String(), path: Type.String() })),
  }),
  exposes: Type.Optional(
    Type.Array(
      Type.Object({
        assets: Type.Object({
          css: Type.Object({ sync: Files, async: Files }),
          js: Type.Optional(Type.Object({ sync: Files })),
        }),
      }),
    ),
  ),
});
type Manifest = Static<typeof ManifestSchema>;

/** What the host server knows of one remote: whether it renders on the server, and its styles. */
interface RemoteState {
  definition: RemoteDefinition;
  /** The build both containers carry; null when they differ or one of them cannot be read. */
  buildId: string | null;
  /** The browser build's stylesheets, linked in <head> of its pages. */
  stylesheets: string[];
  /** What the browser loads of the browser build before the remote's screen: preloaded by its pages. */
  preloads: Preload[];
  /**
   * The server container of the last build both manifests named. Kept while a manifest cannot be
   * read (a busy or restarting remote): the same build coming back is not loaded a second time.
   */
  container?: Container;
}

interface Container {
  build: string;
  /** Its routes, loading or loaded. */
  routes?: Promise<RemoteRoutes>;
  /** The last load failed or hung: rendered in the browser, without waiting, until a poll loads it. */
  failed: boolean;
  /** Loads tried: each asks for the entry at a new address, past the runtime's cache of a hung one. */
  attempts: number;
}

/**
 * `navegador`: rendered in the browser by design; `sin-build`: its two manifests could not be read or name different
 * builds; `fallido`: its server container did not load (its pages render in the browser until a poll loads it).
 */
export type ContainerState = 'listo' | 'navegador' | 'sin-build' | 'fallido';

export interface ContainerStatus {
  remote: string;
  build: string;
  state: ContainerState;
}

function containerState(definition: RemoteDefinition, buildId: string | null, container?: Container): ContainerState {
  if (definition.render === 'client') return 'navegador';
  if (!buildId) return 'sin-build';
  return container?.failed ? 'fallido' : 'listo';
}

/** A remote's manifest, refused (the remote then renders in the browser) unless it has the fields the host reads. */
export async function fetchManifest(url: string): Promise<Manifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} en ${url}`);
  return checkedJson(response, ManifestSchema);
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
 * The manifest, the container (remoteEntry.js) and the chunks of its exposed modules: the files the
 * browser's federation runtime asks for one after another before the remote's screen.
 */
function preloadsOf(manifest: Manifest, manifestUrl: string): Preload[] {
  const { remoteEntry } = manifest.metaData;
  if (!remoteEntry) return [];
  const chunks = (manifest.exposes ?? []).flatMap(({ assets }) => assets.js?.sync ?? []);
  return [
    { href: manifestUrl, as: 'fetch' },
    ...[`${remoteEntry.path}${remoteEntry.name}`, ...new Set(chunks)].map((file): Preload => ({
      href: new URL(file, manifestUrl).href,
      as: 'script',
    })),
  ];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The build id both containers carry, or null (the remote then renders in the browser). */
function sharedBuildId(browser: PromiseSettledResult<Manifest>, server: PromiseSettledResult<Manifest>) {
  const browserId = browser.status === 'fulfilled' ? browser.value.metaData.buildInfo.buildVersion : null;
  const serverId = server.status === 'fulfilled' ? server.value.metaData.buildInfo.buildVersion : null;
  return browserId && browserId === serverId ? browserId : null;
}

/**
 * The remotes the host server renders with, read from the host's own remotes.json and polled: a
 * remote redeployed alone is picked up within a poll, without restarting the host. Server containers
 * run as code inside this process, so they are loaded only from the origins that file names.
 */
export class RemoteRegistry {
  private states = new Map<string, RemoteState>();
  private origins = new Set<string>();
  /** Whether remotes.json was ever read: until then the remotes' pages show their sections as unavailable. */
  private configured = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly readRemotesFile: () => Promise<string>) {}

  get remotes(): RemoteDefinition[] {
    return this.configured ? [...this.states.values()].map((state) => state.definition) : [...SECTIONS_WITHOUT_CONFIG];
  }

  /**
   * The remotes' addresses and builds as last read: it changes the moment a poll sees a remote
   * redeployed, so pages kept under it are never served in a remote's previous version.
   */
  get builds(): string {
    return [...this.states.values()]
      .map(({ definition, buildId }) => `${definition.name} ${definition.entry} ${buildId ?? '-'}`)
      .join('\n');
  }

  /** Whether a server container's file may be loaded from this address. */
  allows(url: string): boolean {
    const origin = originOf(url);
    return origin !== null && this.origins.has(origin);
  }

  /** Reads everything once, then keeps polling until `stop`. */
  async start(): Promise<void> {
    // Global: each remote container's own federation runtime, made when it loads, fetches its chunks through it.
    registerGlobalPlugins([this.originGuard()]);
    await this.refresh();
    const poll = () => {
      this.timer = setTimeout(() => void this.refresh().finally(poll), POLL_INTERVAL_MS);
    };
    poll();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** Each remote as the metrics report it: the build it serves and whether its pages render on the server. */
  containers(): ContainerStatus[] {
    return [...this.states.values()].map(({ definition, buildId, container }) => ({
      remote: definition.name,
      build: buildId ?? 'ninguno',
      state: containerState(definition, buildId, container),
    }));
  }

  stylesheets(name: string): string[] {
    return this.states.get(name)?.stylesheets ?? [];
  }

  preloads(name: string): Preload[] {
    return this.states.get(name)?.preloads ?? [];
  }

  /**
   * The remote's screen for a pattern from its server container, or null when the remote is to be
   * rendered in the browser: no matching server build, a container that failed, or one that does not
   * give the screen before the request's deadline.
   */
  async screen(name: string, pattern: string, deadline: Deadline): Promise<Screen | null> {
    const state = this.states.get(name);
    const container = state?.container;
    if (!state?.buildId || container?.build !== state.buildId || container.failed) return null;
    try {
      const load = (await deadline.race(container.routes ?? this.load(state.definition, container)))[pattern];
      return load ? await deadline.race(load()) : null;
    } catch (error: unknown) {
      console.error(`No se pudo usar el contenedor de servidor de ${name}`, error);
      return null;
    }
  }

  /** The runtime's fetch of a server container's chunks: from an allowed origin only, and never hanging. */
  private originGuard(): ModuleFederationRuntimePlugin {
    return {
      name: 'host-server-remote-origins',
      fetch: (url, init) =>
        this.allows(url)
          ? fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
          : Promise.reject(new Error(`${url} no es de un remoto de remotes.json`)),
    };
  }

  /**
   * Registers the build's server container and loads its routes, bounded in time: a load that fails
   * or hangs marks the remote failed (no request waits for it) and a later poll tries again.
   */
  private load(definition: RemoteDefinition, container: Container): Promise<RemoteRoutes> {
    container.attempts += 1;
    const entry = new URL('server/remoteEntry.js', definition.entry);
    entry.searchParams.set('v', container.build);
    if (container.attempts > 1) entry.searchParams.set('intento', String(container.attempts));
    const routes = this.allows(entry.href)
      ? withTimeout(this.loadRoutes(definition.name, entry.href), CONTAINER_LOAD_TIMEOUT_MS)
      : Promise.reject(new Error(`${entry.origin} no figura en remotes.json`));
    container.routes = routes;
    container.failed = false;
    routes.catch((error: unknown) => {
      if (container.routes !== routes) return;
      console.error(`El contenedor de servidor de ${definition.name} no cargó`, error);
      container.routes = undefined;
      container.failed = true;
    });
    return routes;
  }

  private async loadRoutes(name: string, entry: string): Promise<RemoteRoutes> {
    registerRemotes([{ name, entry, type: 'commonjs-module' }], { force: true });
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module?.routes) throw new Error(`${name} no expone sus rutas`);
    return module.routes;
  }

  /** Loads the container and every screen's chunk before a visitor asks for them. */
  private async warmUp(definition: RemoteDefinition, container: Container): Promise<void> {
    const screens = this.load(definition, container).then((routes) =>
      Promise.all(Object.values(routes).map((load) => load())),
    );
    try {
      await withTimeout(screens, WARM_UP_TIMEOUT_MS);
    } catch {
      // Already reported by the load, or a screen's chunk that the request asking for it reports.
    }
  }

  private async refresh(): Promise<void> {
    let definitions: RemoteDefinition[];
    try {
      definitions = parseRemotesConfig(JSON.parse(await this.readRemotesFile()));
    } catch (error: unknown) {
      console.error('No se pudo leer remotes.json', error);
      return;
    }
    this.configured = true;
    this.origins = new Set(definitions.flatMap((remote) => originOf(remote.entry) ?? []));
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
    const stylesheets =
      browser.status === 'fulfilled' ? stylesheetsOf(browser.value, definition.entry) : (previous?.stylesheets ?? []);
    const preloads =
      browser.status === 'fulfilled' ? preloadsOf(browser.value, definition.entry) : (previous?.preloads ?? []);
    const buildId = this.trusted(definition, server) ? sharedBuildId(browser, server) : null;
    const container = previous?.definition.entry === definition.entry ? previous.container : undefined;
    const state: RemoteState = { definition, buildId, stylesheets, preloads, container };
    this.states.set(definition.name, state);
    if (!buildId) return;
    if (state.container?.build !== buildId) {
      // A new build (or a new address): its server container is loaded now, before a visitor asks.
      state.container = { build: buildId, failed: false, attempts: 0 };
      await this.warmUp(definition, state.container);
    } else if (state.container.failed) {
      await this.warmUp(definition, state.container);
    }
  }

  /** A server build whose files would come from another origin than its remotes.json entry is not loaded. */
  private trusted(definition: RemoteDefinition, server: PromiseSettledResult<Manifest>): boolean {
    const publicPath = server.status === 'fulfilled' ? server.value.metaData.publicPath : undefined;
    const origin = publicPath ? originOf(publicPath) : null;
    if (origin === null || origin === originOf(definition.entry)) return true;
    console.error(
      `El contenedor de servidor de ${definition.name} se serviría desde ${publicPath}, fuera de remotes.json`,
    );
    return false;
  }
}

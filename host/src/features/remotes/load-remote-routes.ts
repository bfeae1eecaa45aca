import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes, RemoteRoutesModule, Screen } from '@shop/shared/remote';
import { withTimeout } from '../../common/with-timeout';
import type { RemoteDefinition } from './remotes-config';

/** Three quick attempts (timeouts in ms): a broken or hanging remote is reported within ~4 s. */
const ATTEMPT_TIMEOUTS_MS = [1500, 1000, 1000];
const RETRY_DELAY_MS = 200;

const loads = new Map<string, Promise<RemoteRoutes>>();
const screens = new Map<string, Promise<Screen>>();
/** Remotes the user asked to retry: their first attempt must not reuse a request still hanging. */
const retried = new Set<string>();

/**
 * The first container of a remote that finished loading, even after its attempt timed out. Later
 * attempts and retries take it rather than load another copy: each copy runs the remote's modules
 * again, and a second injection of its API endpoints throws.
 */
interface Arrival {
  routes?: RemoteRoutes;
  promise: Promise<RemoteRoutes>;
  arrive(routes: RemoteRoutes): void;
}

const arrivals = new Map<string, Arrival>();

function arrivalOf(name: string): Arrival {
  const known = arrivals.get(name);
  if (known) return known;
  let resolve: (routes: RemoteRoutes) => void = () => undefined;
  const arrival: Arrival = {
    promise: new Promise((settle) => (resolve = settle)),
    arrive(routes) {
      if (arrival.routes) return;
      arrival.routes = routes;
      resolve(routes);
    },
  };
  arrivals.set(name, arrival);
  return arrival;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A retry asks for a fresh copy of the manifest, past any cache that kept the failure and past the
 * preload index.html started (a hanging one would otherwise be waited for again).
 */
function entryForAttempt(remote: RemoteDefinition, attempt: number): string {
  if (attempt === 0 && !retried.has(remote.name)) return remote.entry;
  const url = new URL(remote.entry, window.location.href);
  url.searchParams.set('reintento', String(Date.now()));
  return url.toString();
}

async function loadWithRetries(remote: RemoteDefinition): Promise<RemoteRoutes> {
  if (!remote.entry) throw new Error(`No se sabe dónde está ${remote.name}: remotes.json no se pudo leer`);
  const arrival = arrivalOf(remote.name);
  let lastError: unknown = new Error(`No se pudo cargar ${remote.name}`);
  for (const [attempt, timeoutMs] of ATTEMPT_TIMEOUTS_MS.entries()) {
    if (attempt > 0) await delay(RETRY_DELAY_MS);
    if (arrival.routes) return arrival.routes;
    registerRemotes([{ name: remote.name, entry: entryForAttempt(remote, attempt) }], { force: true });
    const load = loadRemote<RemoteRoutesModule>(`${remote.name}/routes`).then((module) => {
      if (!module?.routes) throw new Error(`${remote.name} no expone sus rutas`);
      arrival.arrive(module.routes);
      return module.routes;
    });
    try {
      return await withTimeout(Promise.race([load, arrival.promise]), timeoutMs, 'El remoto no respondió');
    } catch (error: unknown) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The screens of a remote, fetched the first time one of its routes is shown. The promise is
 * kept even when it fails, because React's `use` must see the same promise on every render;
 * `forgetRemote` drops it when the user asks to retry.
 */
export function loadRemoteRoutes(remote: RemoteDefinition): Promise<RemoteRoutes> {
  const existing = loads.get(remote.name);
  if (existing) return existing;
  const loading = loadWithRetries(remote);
  loads.set(remote.name, loading);
  return loading;
}

/** One screen of a remote: its routes module, then the screen's own chunk. Kept like the routes. */
export function loadRemoteScreen(remote: RemoteDefinition, pattern: string): Promise<Screen> {
  const key = `${remote.name}${pattern}`;
  const existing = screens.get(key);
  if (existing) return existing;
  const loading = loadRemoteRoutes(remote).then((routes) => {
    const load = routes[pattern];
    if (!load) throw new Error(`${remote.name} no tiene la ruta ${pattern}`);
    return load();
  });
  screens.set(key, loading);
  return loading;
}

/** Whether this tab has run the remote's container (its routes module loaded). */
export function containerArrived(remote: RemoteDefinition): boolean {
  return arrivals.get(remote.name)?.routes !== undefined;
}

export function forgetRemote(remote: RemoteDefinition): void {
  loads.delete(remote.name);
  for (const key of screens.keys()) if (key.startsWith(`${remote.name}/`)) screens.delete(key);
  retried.add(remote.name);
}

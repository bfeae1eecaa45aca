import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes, RemoteRoutesModule } from '@shop/shared/remote';
import type { RemoteDefinition } from './remotes-config';

/** Three quick attempts (timeouts in ms): a broken or hanging remote is reported within ~4 s. */
const ATTEMPT_TIMEOUTS_MS = [1500, 1000, 1000];
const RETRY_DELAY_MS = 200;

const loads = new Map<string, Promise<RemoteRoutes>>();

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`El remoto no respondió en ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A retry asks for a fresh copy of the manifest, past any cache that kept the failure. */
function entryForAttempt(entry: string, attempt: number): string {
  if (attempt === 0) return entry;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('reintento', String(Date.now()));
  return url.toString();
}

async function loadWithRetries(remote: RemoteDefinition): Promise<RemoteRoutes> {
  let lastError: unknown = new Error(`No se pudo cargar ${remote.name}`);
  for (const [attempt, timeoutMs] of ATTEMPT_TIMEOUTS_MS.entries()) {
    if (attempt > 0) await delay(RETRY_DELAY_MS);
    registerRemotes([{ name: remote.name, entry: entryForAttempt(remote.entry, attempt) }], { force: true });
    try {
      const module = await withTimeout(loadRemote<RemoteRoutesModule>(`${remote.name}/routes`), timeoutMs);
      if (!module?.routes) throw new Error(`${remote.name} no expone sus rutas`);
      return module.routes;
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

export function forgetRemote(remote: RemoteDefinition): void {
  loads.delete(remote.name);
}

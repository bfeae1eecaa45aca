export interface RemoteDefinition {
  /** Federation name of the remote, e.g. "bikes". */
  name: string;
  /** URL of its mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Route patterns the remote serves; its `./routes` module has a screen for each. */
  routes: string[];
}

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry, routes } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof entry === 'string' &&
    Array.isArray(routes) &&
    routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

declare global {
  interface Window {
    /** remotes.json, requested by index.html before the host's scripts (webpack/preload-remote.browser.js). */
    __remotesConfig?: Promise<unknown>;
  }
}

async function readRemotesConfig(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** Reads the remotes.json served beside the host, so remotes move without rebuilding it. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemoteDefinition[]> {
  const early = window.__remotesConfig;
  delete window.__remotesConfig;
  try {
    const body = await (early ?? readRemotesConfig(url));
    const remotes = (body as { remotes?: unknown }).remotes;
    return Array.isArray(remotes) ? remotes.filter(isRemoteDefinition) : [];
  } catch (error: unknown) {
    console.error('No se pudo leer la configuración de remotos', error);
    return [];
  }
}

import declaration from '../../../../remotes.config.json';

export interface RemoteDefinition {
  /** Federation name of the remote, e.g. "bikes". */
  name: string;
  /** URL of its mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Route patterns the remote serves; its `./routes` module has a screen for each. */
  routes: string[];
  /** "client": its pages are rendered in the browser only (the admin area), never on the server. */
  render?: 'client';
}

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry, routes, render } = value as Record<string, unknown>;
  return (
    (render === undefined || render === 'client') &&
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

async function readRemotesConfig(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * The sections the remotes serve, without an address: when remotes.json cannot be read, their pages
 * show that the section is unavailable instead of '404 · Página no encontrada'.
 */
export const SECTIONS_WITHOUT_CONFIG: readonly RemoteDefinition[] = parseRemotesConfig({
  remotes: declaration.remotes.map(({ name, routes, ...rest }) => ({
    name,
    entry: '',
    routes,
    ...('render' in rest ? { render: rest.render } : {}),
  })),
});

/** The well-formed remotes of a remotes.json body. */
export function parseRemotesConfig(body: unknown): RemoteDefinition[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  return Array.isArray(remotes) ? remotes.filter(isRemoteDefinition) : [];
}

/** Reads the remotes.json served beside the host, so remotes move without rebuilding it. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemoteDefinition[]> {
  const early = window.__remotesConfig;
  delete window.__remotesConfig;
  try {
    return parseRemotesConfig(await (early ?? readRemotesConfig(url)));
  } catch (error: unknown) {
    console.error('No se pudo leer la configuración de remotos', error);
    return [...SECTIONS_WITHOUT_CONFIG];
  }
}

/** The remotes as remotes.json names them now, past any copy the page started with: throws when it cannot be read. */
export async function fetchLiveRemotes(url = '/remotes.json'): Promise<RemoteDefinition[]> {
  return parseRemotesConfig(await readRemotesConfig(url, { cache: 'no-store' }));
}

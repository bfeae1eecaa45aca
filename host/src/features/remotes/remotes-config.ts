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

/** Reads the remotes.json served beside the host, so remotes move without rebuilding it. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemoteDefinition[]> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const remotes = (body as { remotes?: unknown }).remotes;
    return Array.isArray(remotes) ? remotes.filter(isRemoteDefinition) : [];
  } catch (error: unknown) {
    console.error('No se pudo leer la configuración de remotos', error);
    return [];
  }
}

import { containerArrived } from './load-remote-routes';
import { fetchLiveRemotes, type RemoteDefinition } from './remotes-config';

/** The address loaded again because its remote's release was no longer live (sessionStorage). */
const RELOADED_ADDRESS = 'remoto-recargado';

/** A script or stylesheet chunk that did not load: webpack's ChunkLoadError, or its CSS loader's error. */
function isMissingChunk(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .+ failed/.test(error.message))
  );
}

/**
 * Whether this tab runs a release of the remote that is no longer live: a chunk of the container it has
 * loaded is gone (a release pruned, a build replaced in place), or remotes.json now names another release.
 */
export async function runsOutdatedRelease(remote: RemoteDefinition, error: unknown): Promise<boolean> {
  if (isMissingChunk(error) && containerArrived(remote)) return true;
  try {
    const live = (await fetchLiveRemotes()).find((candidate) => candidate.name === remote.name);
    return live !== undefined && live.entry !== remote.entry;
  } catch {
    return false;
  }
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Loads the page again at its address, into the live release: once, so a release that fails as well
 * shows the section's notice instead of loading forever. False when it does not reload.
 */
export function reloadOnce(reload = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_ADDRESS) === currentAddress()) {
      sessionStorage.removeItem(RELOADED_ADDRESS);
      return false;
    }
    sessionStorage.setItem(RELOADED_ADDRESS, currentAddress());
  } catch {
    // Without storage the reload could repeat: the notice instead.
    return false;
  }
  reload();
  return true;
}

/** A remote's section showed: a later outdated release at this address may reload it again. */
export function forgetReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_ADDRESS);
  } catch {
    // Nothing was stored.
  }
}

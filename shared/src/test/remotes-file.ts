import { readFileSync } from 'node:fs';
import path from 'node:path';

interface RemotesFileEntry {
  name: string;
  entry: string;
  routes: string[];
}

/** The host's remotes.json, as deployed with it. */
export function readRemotesFile(): { remotes: RemotesFileEntry[] } {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../../../host/public/remotes.json'), 'utf8'));
}

/** The route patterns remotes.json gives a remote: the host routes to it, and preloads it, by these. */
export function routesInRemotesFile(remoteName: string): string[] | undefined {
  return readRemotesFile().remotes.find((remote) => remote.name === remoteName)?.routes;
}

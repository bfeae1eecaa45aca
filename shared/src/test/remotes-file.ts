import { readFileSync } from 'node:fs';
import path from 'node:path';

interface DeclaredRemote {
  name: string;
  routes: string[];
}

interface RemotesFileEntry {
  name: string;
  entry: string;
  routes: string[];
}

function declaredRemotes(): DeclaredRemote[] {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../../../remotes.config.json'), 'utf8')).remotes;
}

/** A host's remotes.json naming every remote of remotes.config.json, each at an address of its own. */
export function readRemotesFile(): { remotes: RemotesFileEntry[] } {
  return {
    remotes: declaredRemotes().map(({ name, routes }) => ({
      name,
      entry: `https://${name}.remoto.test/mf-manifest.json`,
      routes,
    })),
  };
}

/** The route patterns remotes.config.json gives a remote: the host routes to it, and preloads it, by these. */
export function routesInRemotesFile(remoteName: string): string[] | undefined {
  return declaredRemotes().find((remote) => remote.name === remoteName)?.routes;
}

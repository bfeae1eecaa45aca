import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const ROOT = join(import.meta.dirname, '..');
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

function readManifest(dir) {
  const file = join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The package folders of a node_modules folder, scoped ones ('@fastify/static') included. */
function packageDirs(modulesDir) {
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const dir = join(modulesDir, entry.name);
      if (!entry.name.startsWith('@')) return [dir];
      return readdirSync(dir, { withFileTypes: true })
        .filter((scoped) => scoped.isDirectory())
        .map((scoped) => join(dir, scoped.name));
    });
}

/** Every installed package, nested copies ('a/node_modules/b') and the workspaces' own node_modules included. */
function installedPackages() {
  const pending = [ROOT, ...rootManifest.workspaces.map((workspace) => join(ROOT, workspace))].flatMap((dir) =>
    packageDirs(join(dir, 'node_modules')),
  );
  const found = [];
  while (pending.length > 0) {
    const dir = pending.pop();
    const manifest = readManifest(dir);
    if (manifest) found.push(manifest);
    pending.push(...packageDirs(join(dir, 'node_modules')));
  }
  return found;
}

describe('the Node versions the root package.json promises', () => {
  const lowestNode = semver.minVersion(rootManifest.engines.node).version;

  it('are those every installed package runs on, so an install warns of no engine', () => {
    const refusing = installedPackages()
      .filter(({ engines }) => typeof engines?.node === 'string' && semver.validRange(engines.node))
      .filter(({ engines }) => !semver.satisfies(lowestNode, engines.node))
      .map(({ name, version, engines }) => `${name}@${version} needs Node ${engines.node}`);
    expect(refusing).toEqual([]);
  });
});

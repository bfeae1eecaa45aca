// A remote's releases: each build published once, under its own folder `<remote>/<buildId>/`, and the
// host's remotes.json pointing the remote at one of them (switch, rollback). See docs/deploy.md.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How many releases of a remote are kept when RELEASES_KEEP does not say. */
export const DEFAULT_KEEP = 5;
/** The port `npm start` serves the releases folder at when RELEASES_PORT does not say. */
const DEFAULT_PORT = 3009;
/** Written into each release folder when it is published: its build id, date and size. */
export const RELEASE_INFO = 'release.json';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Where releases are published (RELEASES_DIR, `releases/` at the repository's root by default) and the
 * address they are served at (RELEASES_URL; by default the port `npm start` serves that folder at).
 */
export function releasesLocation(root, env = process.env) {
  const port = Number(env.RELEASES_PORT ?? DEFAULT_PORT);
  return {
    dir: path.resolve(env.RELEASES_DIR ?? path.join(root, 'releases')),
    port,
    url: env.RELEASES_URL ?? `http://localhost:${port}`,
  };
}

/** The build id a remote's build folder carries (its browser and server containers carry the same). */
export function buildIdOf(distDir) {
  const manifest = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`No hay un build en ${distDir}: falta mf-manifest.json.`);
  return readJson(manifest).metaData.buildInfo.buildVersion;
}

function folderSize(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * Publishes a remote's build folder as `<releasesDir>/<remote>/<buildId>/`. It is copied beside its place and
 * renamed into it, so a half-copied release is never served; a published release is never written again.
 */
export function publishRelease({ releasesDir, remote, distDir, now = new Date() }) {
  const buildId = buildIdOf(distDir);
  const target = path.join(releasesDir, remote, buildId);
  if (existsSync(target)) {
    throw new Error(`${remote} ${buildId} ya está publicada: una versión publicada no se vuelve a escribir.`);
  }
  const staging = path.join(releasesDir, remote, `.${buildId}.${process.pid}.parcial`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(distDir, staging, { recursive: true });
  const release = { buildId, publishedAt: now.toISOString(), size: folderSize(staging) };
  writeFileSync(path.join(staging, RELEASE_INFO), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(staging, target);
  return release;
}

/** A remote's published releases, newest first. */
export function listReleases(releasesDir, remote) {
  const dir = path.join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(dir, entry.name, RELEASE_INFO))
    .filter((file) => existsSync(file))
    .map((file) => readJson(file))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The ids of all but the `keep` newest releases (`releases` newest first); the live one always stays. */
export function releasesToPrune(releases, keep, live) {
  return releases
    .slice(keep)
    .filter((release) => release.buildId !== live)
    .map((release) => release.buildId);
}

/** Removes all but the `keep` newest releases of a remote; the live one always stays. Returns the ids removed. */
export function pruneReleases({ releasesDir, remote, keep, live }) {
  const removed = releasesToPrune(listReleases(releasesDir, remote), keep, live);
  removeReleases(releasesDir, remote, removed);
  return removed;
}

/** Removes these releases of a remote. */
export function removeReleases(releasesDir, remote, buildIds) {
  for (const buildId of buildIds) rmSync(path.join(releasesDir, remote, buildId), { recursive: true, force: true });
}

/** The manifest address of a release, under the address the releases folder is served at. */
export function releaseEntry(releasesUrl, remote, buildId) {
  return `${releasesUrl.replace(/\/+$/, '')}/${remote}/${buildId}/mf-manifest.json`;
}

/** The remote's entry in a remotes.json file. */
export function remoteEntryIn(remotesFile, remote) {
  const found = readJson(remotesFile).remotes.find((candidate) => candidate.name === remote);
  if (!found) throw new Error(`${remote} no figura en ${remotesFile}.`);
  return found.entry;
}

/** The release a remotes.json entry points at (`…/<remote>/<buildId>/mf-manifest.json`), or null for another address. */
export function liveBuildId(remotesFile, remote) {
  const [file, buildId, folder] = new URL(remoteEntryIn(remotesFile, remote)).pathname.split('/').reverse();
  return file === 'mf-manifest.json' && folder === remote ? buildId : null;
}

/**
 * Points the remote at `entry` in the host's remotes.json: the new file is written beside it and renamed
 * over it, so a host reading it mid-switch reads the old or the new file, never half of one. Each host
 * takes it up within its poll. Returns the entry it replaced.
 */
export function switchRemote({ remotesFile, remote, entry }) {
  const remotes = readJson(remotesFile);
  const target = remotes.remotes.find((candidate) => candidate.name === remote);
  if (!target) throw new Error(`${remote} no figura en ${remotesFile}.`);
  const previous = target.entry;
  target.entry = entry;
  const staging = `${remotesFile}.${process.pid}.parcial`;
  writeFileSync(staging, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(staging, remotesFile);
  return previous;
}

/** The release a rollback returns to: the newest one published before the live one. */
export function rollbackTarget(releases, live) {
  const index = releases.findIndex((release) => release.buildId === live);
  if (index === -1) throw new Error('La versión en línea no es una de las publicadas: no hay a cuál volver.');
  const previous = releases[index + 1];
  if (!previous) throw new Error('No hay una versión publicada anterior a la que está en línea.');
  return previous;
}

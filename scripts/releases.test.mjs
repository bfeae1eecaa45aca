import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  liveBuildId,
  listReleases,
  publishRelease,
  pruneReleases,
  releaseEntry,
  rollbackTarget,
  switchRemote,
} from './releases.mjs';

const RELEASES_URL = 'https://cdn.example.com.ar/remotos/';
let work;
let releasesDir;
let remotesFile;

/** A remote's build folder, as `npm run build -w <remote>` leaves it. */
function build(buildId) {
  const dist = path.join(work, `dist-${buildId}`);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const manifest = JSON.stringify({ metaData: { buildInfo: { buildVersion: buildId } } });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var bikes = "${buildId}";`);
  writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), manifest);
  return dist;
}

function publish(buildId, minute) {
  const now = new Date(Date.UTC(2026, 10, 28, 12, minute));
  return publishRelease({ releasesDir, remote: 'bikes', distDir: build(buildId), now });
}

const readRemotes = () => JSON.parse(readFileSync(remotesFile, 'utf8')).remotes;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'releases-'));
  releasesDir = path.join(work, 'releases');
  remotesFile = path.join(work, 'remotes.json');
  const remotes = [
    { name: 'bikes', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/bicicletas'] },
    { name: 'admin', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/admin/*'], render: 'client' },
  ];
  writeFileSync(remotesFile, JSON.stringify({ remotes }));
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

test('publishes a build under its own folder, with its date and size, and lists releases newest first', () => {
  publish('v1', 1);
  const second = publish('v2', 2);

  const folder = path.join(releasesDir, 'bikes', 'v2');
  expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('var bikes = "v2";');
  expect(existsSync(path.join(folder, 'server', 'mf-manifest.json'))).toBe(true);
  expect(second).toEqual({ buildId: 'v2', publishedAt: '2026-11-28T12:02:00.000Z', size: expect.any(Number) });
  expect(second.size).toBeGreaterThan(0);
  expect(listReleases(releasesDir, 'bikes').map((release) => release.buildId)).toEqual(['v2', 'v1']);
  expect(readdirSync(path.join(releasesDir, 'bikes')).sort()).toEqual(['v1', 'v2']);
});

test('never writes a published release again', () => {
  publish('v1', 1);
  writeFileSync(path.join(releasesDir, 'bikes', 'v1', 'remoteEntry.js'), 'publicado');

  expect(() => publish('v1', 2)).toThrow('bikes v1 ya está publicada');
  expect(readFileSync(path.join(releasesDir, 'bikes', 'v1', 'remoteEntry.js'), 'utf8')).toBe('publicado');
});

test('keeps the newest releases and always the live one', () => {
  for (const [minute, id] of ['v1', 'v2', 'v3', 'v4'].entries()) publish(id, minute);

  expect(pruneReleases({ releasesDir, remote: 'bikes', keep: 2, live: 'v1' })).toEqual(['v2']);
  expect(listReleases(releasesDir, 'bikes').map((release) => release.buildId)).toEqual(['v4', 'v3', 'v1']);
});

test('switches the remote by renaming a new remotes.json over the old one, the rest untouched', () => {
  publish('v1', 1);
  const entry = releaseEntry(RELEASES_URL, 'bikes', 'v1');

  const previous = switchRemote({ remotesFile, remote: 'bikes', entry });

  expect(previous).toBe('http://localhost:3001/mf-manifest.json');
  expect(entry).toBe('https://cdn.example.com.ar/remotos/bikes/v1/mf-manifest.json');
  expect(readRemotes()).toEqual([
    { name: 'bikes', entry, routes: ['/bicicletas'] },
    { name: 'admin', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/admin/*'], render: 'client' },
  ]);
  expect(liveBuildId(remotesFile, 'bikes')).toBe('v1');
  expect(liveBuildId(remotesFile, 'admin')).toBeNull();
  expect(readdirSync(work).filter((file) => file.startsWith('remotes.json'))).toEqual(['remotes.json']);
});

test('a switch to a remote remotes.json does not name fails and leaves the file as it was', () => {
  const before = readFileSync(remotesFile, 'utf8');
  expect(() => switchRemote({ remotesFile, remote: 'talleres', entry: 'https://x/y' })).toThrow('talleres no figura');
  expect(readFileSync(remotesFile, 'utf8')).toBe(before);
});

test('a rollback goes to the release published before the live one', () => {
  for (const [minute, id] of ['v1', 'v2', 'v3'].entries()) publish(id, minute);
  const releases = listReleases(releasesDir, 'bikes');

  expect(rollbackTarget(releases, 'v3').buildId).toBe('v2');
  expect(rollbackTarget(releases, 'v2').buildId).toBe('v1');
  expect(() => rollbackTarget(releases, 'v1')).toThrow('No hay una versión publicada anterior');
  expect(() => rollbackTarget(releases, null)).toThrow('no es una de las publicadas');
});

import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../api/src/config';
import { createS3Storage } from '../api/src/features/images/storage/s3-storage';
import { startS3Server } from '../api/test/support/s3-server';
import { createBucketReleases } from './release-bucket.mjs';
import { bucketReleasesLocation, openReleases } from './release-store.mjs';
import { releasesToPrune } from './releases.mjs';

const run = promisify(execFile);
const deployScript = path.join(__dirname, 'deploy.mjs');
let s3;
let releases;
let work;

/** A remote's build folder, as `npm run build -w <remote>` leaves it. */
function build(remote, buildId) {
  const dist = path.join(work, `dist-${remote}-${buildId}`);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const manifest = JSON.stringify({
    metaData: { buildInfo: { buildVersion: buildId } },
    exposes: [{ path: './routes' }],
    shared: [],
  });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${remote} = "${buildId}";`);
  writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), manifest);
  return dist;
}

function publish(remote, buildId, minute) {
  const now = new Date(Date.UTC(2026, 10, 28, 12, minute));
  return releases.publish({ remote, distDir: build(remote, buildId), now });
}

const ids = async (remote) => (await releases.list(remote)).map((release) => release.buildId);

beforeAll(async () => {
  s3 = await startS3Server();
  releases = createBucketReleases({ bucket: 'tienda-medios', region: 'us-east-1', endpoint: s3.endpoint });
});

afterAll(async () => {
  releases.close();
  await s3.close();
});

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'release-bucket-'));
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

test('publishes a build under releases/<remote>/<buildId>/ with its content types, cached for good', async () => {
  const published = await publish('bikes', 'v1', 1);

  expect(releases.url).toBe(`${s3.endpoint}/tienda-medios/releases`);
  expect(published).toEqual({ buildId: 'v1', publishedAt: '2026-11-28T12:01:00.000Z', size: expect.any(Number) });
  expect(published.size).toBeGreaterThan(0);
  const script = await fetch(`${releases.url}/bikes/v1/remoteEntry.js`);
  expect(await script.text()).toBe('var bikes = "v1";');
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const manifest = await fetch(`${releases.url}/bikes/v1/server/mf-manifest.json`);
  expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await ids('bikes')).toEqual(['v1']);
  // The API's image storage on the same bucket does not take a release's files for images.
  await expect(s3.storage('').list()).resolves.toEqual([]);
});

test('never writes a published release again', async () => {
  await publish('accessories', 'v1', 1);

  await expect(publish('accessories', 'v1', 2)).rejects.toThrow('accessories v1 ya está publicada');
  const script = await fetch(`${releases.url}/accessories/v1/remoteEntry.js`);
  expect(await script.text()).toBe('var accessories = "v1";');
  expect(await releases.list('accessories')).toEqual([
    expect.objectContaining({ publishedAt: '2026-11-28T12:01:00.000Z' }),
  ]);
});

test('a release not fully uploaded is not listed and is not published over', async () => {
  await releases.publish({ remote: 'talleres', distDir: build('talleres', 'v1') });
  await s3.storage('releases/talleres/v1').delete(['release.json']);

  expect(await ids('talleres')).toEqual([]);
  await expect(publish('talleres', 'v1', 3)).rejects.toThrow('talleres v1 ya está publicada');
});

test('prunes all but the newest releases, keeping the live one', async () => {
  for (const [minute, id] of ['v1', 'v2', 'v3', 'v4'].entries()) await publish('repuestos', id, minute);

  const removed = releasesToPrune(await releases.list('repuestos'), 2, 'v1');
  await releases.remove('repuestos', removed);

  expect(removed).toEqual(['v2']);
  expect(await ids('repuestos')).toEqual(['v4', 'v3', 'v1']);
  expect((await fetch(`${releases.url}/repuestos/v2/remoteEntry.js`)).status).toBe(404);
});

test('switch, releases and rollback put the host on a release in the bucket', async () => {
  await publish('admin', 'v1', 1);
  await publish('admin', 'v2', 2);
  const hostDir = path.join(work, 'host');
  mkdirSync(hostDir);
  writeFileSync(path.join(hostDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  const liveEntry = 'http://localhost:3003/mf-manifest.json';
  const hostRemotes = [{ name: 'admin', entry: liveEntry, routes: ['/admin/*'], render: 'client' }];
  writeFileSync(path.join(hostDir, 'remotes.json'), JSON.stringify({ remotes: hostRemotes }));
  const env = { ...process.env, ...s3.env('medios'), HOST_DIST_DIR: hostDir };
  const deploy = (...args) => run(process.execPath, [deployScript, ...args], { env });
  const entry = () => JSON.parse(readFileSync(path.join(hostDir, 'remotes.json'), 'utf8')).remotes[0].entry;

  await deploy('switch', 'admin', 'v2');
  expect(entry()).toBe(`${s3.endpoint}/tienda-medios/releases/admin/v2/mf-manifest.json`);
  const { stdout } = await deploy('releases', 'admin');
  expect(stdout).toMatch(/^\* en línea {2}v2 {2}2026-11-28 12:02:00 {2}0,0 MB$/m);
  expect(stdout).toMatch(/^ {10} {2}v1 {2}2026-11-28 12:01:00/m);

  await deploy('rollback', 'admin');
  expect(entry()).toBe(`${s3.endpoint}/tienda-medios/releases/admin/v1/mf-manifest.json`);
  await expect(deploy('switch', 'admin', 'v9')).rejects.toMatchObject({
    stderr: expect.stringContaining('admin v9 no está publicada en s3://tienda-medios/releases'),
  });
});

test('releases go to the bucket STORAGE_URL names, fetched from RELEASES_URL when a CDN is in front', async () => {
  const root = work;
  const local = await openReleases(root, { RELEASES_URL: 'https://cdn.example.com.ar' });
  const bucket = await openReleases(root, { STORAGE_URL: 's3://tienda-medios/medios', AWS_REGION: 'sa-east-1' });
  const behindCdn = await openReleases(root, {
    STORAGE_URL: 's3://tienda-medios',
    RELEASES_URL: 'https://cdn.example.com.ar/releases',
  });

  expect([local.where, local.url]).toEqual([path.join(root, 'releases'), 'https://cdn.example.com.ar']);
  expect([bucket.where, bucket.url]).toEqual([
    's3://tienda-medios/releases',
    'https://tienda-medios.s3.sa-east-1.amazonaws.com/releases',
  ]);
  expect(behindCdn.url).toBe('https://cdn.example.com.ar/releases');
  await expect(openReleases(root, { STORAGE_URL: 'tienda-medios' })).rejects.toThrow('STORAGE_URL inválido');
  for (const store of [local, bucket, behindCdn]) store.close();
});

test('the bucket, region, endpoint and public address are the ones the API reads from the same variables', () => {
  const envs = [
    { STORAGE_URL: 's3://tienda-medios/medios', AWS_REGION: 'sa-east-1' },
    { STORAGE_URL: 's3://tienda-medios', AWS_DEFAULT_REGION: 'us-west-2', AWS_ENDPOINT_URL: 'http://minio:9000/' },
    { STORAGE_URL: ' s3://tienda-medios/ ', AWS_ENDPOINT_URL_S3: 'https://r2.example.com' },
  ];
  for (const env of envs) {
    const api = loadConfig({ ...env, DATA_DIR: path.join(work, 'datos') }).storage;
    const location = bucketReleasesLocation(env);
    const apiReleases = createS3Storage({ ...api, prefix: 'releases' });
    const bucket = createBucketReleases(location);

    expect(location).toEqual({ bucket: api.bucket, region: api.region, endpoint: api.endpoint, publicUrl: null });
    expect(`${bucket.url}/`).toBe(apiReleases.urlOf(''));
    for (const store of [apiReleases, bucket]) store.close();
  }
  expect(() => loadConfig({ STORAGE_URL: 's3://T', DATA_DIR: work })).toThrow('STORAGE_URL inválido');
  expect(() => bucketReleasesLocation({ STORAGE_URL: 's3://T' })).toThrow('STORAGE_URL inválido');
});

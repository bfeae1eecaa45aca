import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createStaticServer, listen } from './static-server.mjs';

let dir;
let server;
let base;

/** Writes a build's file with its precompressed variants, as the production build does. */
function writeBuilt(name, body) {
  writeFileSync(path.join(dir, name), body);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
}

async function get(pathname, encoding = 'br, gzip') {
  const response = await fetch(`${base}${pathname}`, { headers: { 'Accept-Encoding': encoding } });
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding'),
    etag: response.headers.get('etag'),
    body: await response.text(),
  };
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>remoto</title>');
  writeBuilt('mf-manifest.json', JSON.stringify({ id: 'v1', padding: 'x'.repeat(2000) }));
  server = await listen(createStaticServer(dir), 0, '127.0.0.1');
  base = `http://127.0.0.1:${server.address().port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('serves a build rebuilt in place after it started: its new files, new bodies and new ETags', async () => {
  const first = await get('/mf-manifest.json');
  expect(first).toMatchObject({ status: 200, encoding: 'br' });
  expect(JSON.parse(first.body).id).toBe('v1');

  const rebuilt = JSON.stringify({ id: 'v2', padding: 'y'.repeat(3000) });
  writeBuilt('mf-manifest.json', rebuilt);
  writeBuilt('remoteEntry.js', 'var bikes = 2;'.repeat(100));

  const second = await get('/mf-manifest.json');
  expect(second).toMatchObject({ status: 200, encoding: 'br', body: rebuilt });
  expect(second.etag).not.toBe(first.etag);
  expect(await get('/remoteEntry.js', 'gzip')).toMatchObject({ status: 200, encoding: 'gzip' });
});

test('sends a file uncompressed while its precompressed variants still hold an earlier build', async () => {
  const rebuilt = JSON.stringify({ id: 'v2', padding: 'y'.repeat(3000) });
  writeFileSync(path.join(dir, 'mf-manifest.json'), rebuilt);

  const response = await get('/mf-manifest.json');
  expect(response.status).toBe(200);
  expect(response.encoding).toBeNull();
  expect(response.body).toBe(rebuilt);
});

test('keeps the other fresh variant when only one of them is stale', async () => {
  const rebuilt = JSON.stringify({ id: 'v2', padding: 'y'.repeat(3000) });
  writeFileSync(path.join(dir, 'mf-manifest.json'), rebuilt);
  writeFileSync(path.join(dir, 'mf-manifest.json.gz'), gzipSync(rebuilt));

  expect(await get('/mf-manifest.json')).toMatchObject({ status: 200, encoding: 'gzip', body: rebuilt });
});

test('a file a rebuild removed is gone, and an address of the app falls back to its page', async () => {
  unlinkSync(path.join(dir, 'mf-manifest.json'));
  unlinkSync(path.join(dir, 'mf-manifest.json.br'));
  unlinkSync(path.join(dir, 'mf-manifest.json.gz'));

  expect((await get('/mf-manifest.json')).status).toBe(404);
  expect(await get('/bicicletas')).toMatchObject({ status: 200, body: '<!doctype html><title>remoto</title>' });
});

test('keeps source maps on disk', async () => {
  writeFileSync(path.join(dir, 'main.js.map'), '{}');
  expect((await get('/main.js.map')).status).toBe(404);
});

test('answers a request that names the ETag it has with 304, and a new build with 200', async () => {
  const first = await get('/mf-manifest.json');
  const again = await fetch(`${base}/mf-manifest.json`, {
    headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.etag },
  });
  expect(again.status).toBe(304);

  writeBuilt('mf-manifest.json', JSON.stringify({ id: 'v2' }));
  const rebuilt = await fetch(`${base}/mf-manifest.json`, {
    headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.etag },
  });
  expect(rebuilt.status).toBe(200);
  expect(await rebuilt.json()).toEqual({ id: 'v2' });
});

test('a folder of releases answers 404 for a file it does not have, never a page', async () => {
  const releases = await listen(createStaticServer(dir, { single: false }), 0, '127.0.0.1');
  try {
    const response = await fetch(`http://127.0.0.1:${releases.address().port}/bikes/v1/123.abcdef12.js`);
    expect(response.status).toBe(404);
  } finally {
    await new Promise((resolve) => releases.close(resolve));
  }
});

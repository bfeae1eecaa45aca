/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveBuiltFiles } from './static-files';

describe('the built files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    for (const [file, text] of Object.entries({
      'main.1a2b3c4d.js': 'uncompressed',
      'main.1a2b3c4d.js.br': 'brotli',
      'main.1a2b3c4d.js.map': '{}',
      'remotes.json': '{}',
    }))
      writeFileSync(path.join(root, file), text);
    app = Fastify();
    await serveBuiltFiles(app, root);
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keep a hashed file a year, compressed or not, and say the answer depends on the encoding', async () => {
    for (const encoding of ['br', 'identity']) {
      const reply = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': encoding } });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(encoding === 'br' ? 'brotli' : 'uncompressed');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('check any other file again on every use', async () => {
    const reply = await app.inject('/remotes.json');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('keep the source maps on disk', async () => {
    expect((await app.inject('/main.1a2b3c4d.js.map')).statusCode).toBe(404);
  });
});

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { server } from '@shop/shared/test';
import { loadRemoteRoutes } from './load-remote-routes';
import { forgetReload, reloadOnce, runsOutdatedRelease } from './outdated-release';
import type { RemoteDefinition } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const V1 = 'https://cdn.test/bikes/v1/mf-manifest.json';
const bikes: RemoteDefinition = { name: 'bikes', entry: V1, routes: ['/bicicletas'] };

function liveEntry(entry: string) {
  server.use(http.get('/remotes.json', () => HttpResponse.json({ remotes: [{ ...bikes, entry }] })));
}

function chunkLoadError(): Error {
  return Object.assign(new Error('Loading chunk 530 failed.\n(missing: https://cdn.test/bikes/v1/530.js)'), {
    name: 'ChunkLoadError',
  });
}

describe('whether a tab runs a release that is no longer live', () => {
  it('is when remotes.json now names another release of the remote', async () => {
    liveEntry('https://cdn.test/bikes/v2/mf-manifest.json');
    await expect(runsOutdatedRelease(bikes, new Error('RUNTIME-003'))).resolves.toBe(true);
  });

  it('is not when remotes.json names the release the tab runs and its container never loaded', async () => {
    liveEntry(V1);
    await expect(runsOutdatedRelease(bikes, chunkLoadError())).resolves.toBe(false);
  });

  it('is not when remotes.json cannot be read', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json({ error: 'no' }, { status: 503 })));
    await expect(runsOutdatedRelease(bikes, new Error('RUNTIME-003'))).resolves.toBe(false);
  });

  it('is when a chunk of the container the tab loaded is gone, at the same address', async () => {
    liveEntry(V1);
    jest.mocked(loadRemote).mockResolvedValue({ routes: {} });
    await loadRemoteRoutes(bikes);

    await expect(runsOutdatedRelease(bikes, chunkLoadError())).resolves.toBe(true);
    await expect(runsOutdatedRelease(bikes, new Error('la pantalla lanzó'))).resolves.toBe(false);
  });
});

describe('loading the address again', () => {
  beforeEach(() => window.history.replaceState(null, '', '/bicicletas?pagina=2'));
  afterEach(forgetReload);

  it('happens once per address: a second failure there shows the notice', () => {
    const reload = jest.fn();

    expect(reloadOnce(reload)).toBe(true);
    expect(reloadOnce(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may happen again once the section has shown', () => {
    const reload = jest.fn();

    reloadOnce(reload);
    forgetReload();

    expect(reloadOnce(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

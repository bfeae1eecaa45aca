/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import type { RemoteRoutes, Screen } from '@shop/shared/remote';
import { server } from '@shop/shared/test';
import { SECTIONS_WITHOUT_CONFIG } from '../features/remotes/remotes-config';
import { Deadline } from './deadline';
import { CONTAINER_LOAD_TIMEOUT_MS, fetchManifest, POLL_INTERVAL_MS, RemoteRegistry } from './remote-registry';
import { expectSettlesAt, settle, track } from './fake-clock-helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const registerPlugin = jest.mocked(registerGlobalPlugins);

const ORIGIN = 'http://remoto.test:3001';
const bikes = { name: 'bikes', entry: `${ORIGIN}/mf-manifest.json`, routes: ['/bicicletas'] };
const catalogue: Screen = { Component: () => null };
const routes: RemoteRoutes = { '/bicicletas': async () => catalogue };
const never = () => new Promise<never>(() => undefined);
/** The section's share of a request, as the page gives it. */
const BUDGET_MS = 1200;

/** The remote's two manifests: browser and server build ids, and where the server build says its files are. */
function serveManifests(browserId = 'b1', serverId = 'b1', serverPublicPath = '') {
  server.use(
    http.get(`${ORIGIN}/mf-manifest.json`, () =>
      HttpResponse.json({
        metaData: { buildInfo: { buildVersion: browserId } },
        exposes: [{ assets: { css: { sync: ['bikes-styles.css'], async: [] } } }],
      }),
    ),
    http.get(`${ORIGIN}/server/mf-manifest.json`, () =>
      HttpResponse.json({ metaData: { buildInfo: { buildVersion: serverId }, publicPath: serverPublicPath } }),
    ),
  );
}

const registeredEntries = () =>
  register.mock.calls.map(([[remote]]) => (remote && 'entry' in remote ? remote.entry : ''));

let registry: RemoteRegistry;

function startRegistry(read: () => Promise<string> = async () => JSON.stringify({ remotes: [bikes] })) {
  registry = new RemoteRegistry(read);
  return registry.start();
}

beforeEach(() => {
  // The registry reports every remote it cannot use; these tests make them fail on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
  register.mockReset();
  registerPlugin.mockReset();
});
afterEach(() => {
  registry.stop();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('which remotes render on the server', () => {
  it('both builds with one id: its server container, from the origin remotes.json names, and its styles', async () => {
    serveManifests();
    load.mockResolvedValue({ routes });
    await startRegistry();

    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBe(catalogue);
    expect(registeredEntries()).toEqual([`${ORIGIN}/server/remoteEntry.js?v=b1`]);
    expect(registry.stylesheets('bikes')).toEqual([`${ORIGIN}/bikes-styles.css`]);
  });

  it('browser and server builds with different ids: the remote renders in the browser', async () => {
    serveManifests('b1', 'b2');
    load.mockResolvedValue({ routes });
    await startRegistry();

    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('a server build whose files are on another origin is not loaded', async () => {
    serveManifests('b1', 'b1', 'http://otro.test/server/');
    load.mockResolvedValue({ routes });
    await startRegistry();

    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("the runtime fetches a container's files only from the origins of remotes.json (protocol, host and port)", async () => {
    serveManifests();
    load.mockResolvedValue({ routes });
    server.use(http.get(`${ORIGIN}/server/bikes.1234abcd.js`, () => HttpResponse.text('exports.ok = 1;')));
    await startRegistry();
    const plugin = registerPlugin.mock.calls[0]?.[0]?.[0];

    const allowed = await plugin?.fetch?.(`${ORIGIN}/server/bikes.1234abcd.js`, {});
    expect(allowed instanceof Response && (await allowed.text())).toBe('exports.ok = 1;');
    for (const elsewhere of [
      'http://otro.test/server/x.js',
      'http://remoto.test:3009/server/x.js',
      'https://remoto.test:3001/x.js',
    ]) {
      await expect(plugin?.fetch?.(elsewhere, {})).rejects.toThrow('no es de un remoto de remotes.json');
    }
  });

  it('a malformed manifest is refused with what is wrong, and its remote renders in the browser', async () => {
    serveManifests();
    server.use(http.get(`${ORIGIN}/server/mf-manifest.json`, () => HttpResponse.json({ metaData: { buildInfo: {} } })));
    load.mockResolvedValue({ routes });

    await expect(fetchManifest(`${ORIGIN}/server/mf-manifest.json`)).rejects.toThrow(
      `Respuesta inesperada de ${ORIGIN}/server/mf-manifest.json: /metaData/buildInfo`,
    );
    await expect(startRegistry()).resolves.toBeUndefined();
    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBeNull();
    expect(registry.containers()).toEqual([{ remote: 'bikes', build: 'ninguno', state: 'sin-build' }]);
    expect(registry.stylesheets('bikes')).toEqual([`${ORIGIN}/bikes-styles.css`]);
  });

  it('remotes.json cannot be read: the remotes keep their paths, each section rendered in the browser', async () => {
    await startRegistry(() => Promise.reject(new Error('ENOENT: remotes.json')));

    expect(registry.remotes).toEqual(SECTIONS_WITHOUT_CONFIG);
    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('time a request gives a remote', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  it('container and screen share one deadline: 700 ms each is past it, and the section goes to the browser', async () => {
    serveManifests();
    const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
    load.mockImplementation(() => after(700, { routes: { '/bicicletas': () => after(700, catalogue) } }));
    void startRegistry();
    await settle();

    const answer = track(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS)));
    await expectSettlesAt(answer, BUDGET_MS);
    expect(answer).toEqual({ settled: true, value: null });
  });

  it.each([
    ['hangs', never, CONTAINER_LOAD_TIMEOUT_MS],
    ['throws', () => Promise.reject(new Error('remoteEntry.js: SyntaxError')), 0],
  ])(
    'a container that %s: later requests do not wait for it, and a later poll loads it again at a new address',
    async (_fault, firstLoad, failsAfterMs) => {
      serveManifests();
      load.mockImplementationOnce(firstLoad).mockResolvedValue({ routes });
      const started = track(startRegistry());
      await settle();

      const first = track(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS)));
      await jest.advanceTimersByTimeAsync(BUDGET_MS);
      expect(first).toEqual({ settled: true, value: null });
      await jest.advanceTimersByTimeAsync(Math.max(0, failsAfterMs - BUDGET_MS));
      expect(started.settled).toBe(true);

      const next = track(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS)));
      await settle();
      expect(next).toEqual({ settled: true, value: null });
      expect(load).toHaveBeenCalledTimes(1);

      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      expect(registeredEntries()[1]).toBe(`${ORIGIN}/server/remoteEntry.js?v=b1&intento=2`);
      await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBe(catalogue);
    },
  );

  it('a manifest that cannot be read for a while: rendered in the browser meanwhile, the same build not loaded twice', async () => {
    serveManifests();
    load.mockResolvedValue({ routes });
    void startRegistry();
    await settle();
    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBe(catalogue);

    server.use(http.get(`${ORIGIN}/server/mf-manifest.json`, () => HttpResponse.error()));
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBeNull();

    serveManifests();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    await expect(registry.screen('bikes', '/bicicletas', new Deadline(BUDGET_MS))).resolves.toBe(catalogue);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new build: its container is loaded at its own address, and the builds the pages are kept under change', async () => {
    serveManifests();
    load.mockResolvedValue({ routes });
    void startRegistry();
    await settle();
    const firstBuilds = registry.builds;
    expect(firstBuilds).toContain('b1');

    serveManifests('b2', 'b2');
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    expect(registry.builds).toBe(firstBuilds.replace('b1', 'b2'));
    expect(registeredEntries()).toEqual([
      `${ORIGIN}/server/remoteEntry.js?v=b1`,
      `${ORIGIN}/server/remoteEntry.js?v=b2`,
    ]);
  });
});

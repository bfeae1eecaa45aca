import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@shop/shared/remote';
import { loadRemoteRoutes } from './load-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  load.mockReset();
  register.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('loading a remote that hangs', () => {
  it('gives up after three attempts, about 4 s in all, each asking for a fresh manifest after the first', async () => {
    load.mockImplementation(never);
    const outcome = jest.fn();
    loadRemoteRoutes({ name: 'colgado', entry: 'http://localhost:3001/mf-manifest.json', routes: [] }).then(
      () => outcome('loaded'),
      (error: Error) => outcome(error.message),
    );

    await jest.advanceTimersByTimeAsync(3_899);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('El remoto no respondió en 1000 ms');

    const entries = register.mock.calls.map(([[remote]]) => (remote && 'entry' in remote ? remote.entry : ''));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toBe('http://localhost:3001/mf-manifest.json');
    expect(entries.slice(1).every((entry) => entry.includes('reintento='))).toBe(true);
  });

  it('takes a container that arrives after its attempt timed out, instead of loading another copy', async () => {
    const routes: RemoteRoutes = {};
    let arrive: (module: { routes: RemoteRoutes }) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve))).mockImplementation(never);
    const loading = loadRemoteRoutes({ name: 'lento', entry: 'http://localhost:3002/mf-manifest.json', routes: [] });

    await jest.advanceTimersByTimeAsync(1_600);
    arrive({ routes });
    await jest.advanceTimersByTimeAsync(200);

    await expect(loading).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import http from 'node:http';
import { expect, test } from '@playwright/test';
import { HostServer } from './support/host-server';

const IN_FLIGHT = 50;
/** Pages of the host and of both catalogue remotes, each rendered for its request (HTML_CACHE_MS=0). */
const PAGES = ['/', '/contacto', '/ubicacion', '/bicicletas', '/accesorios'];

interface Answer {
  status: number;
  connection: string | undefined;
}

/** A GET on `agent`'s connections (kept alive, as a load balancer keeps them), or on a new one. */
function get(url: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: agent ?? false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

let host: HostServer;

test.afterEach(async () => {
  await host.stop();
});

test(`SIGTERM: /ready fails at once, the ${IN_FLIGHT} requests sent at that moment are answered, then the host ends with 0`, async () => {
  test.setTimeout(90_000);
  host = new HostServer(3021);
  // As in production: the listener stays open for 5 s after SIGTERM.
  await host.start({ SHUTDOWN_DELAY_MS: '5000', HTML_CACHE_MS: '0' });
  const balancer = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  await Promise.all(Array.from({ length: IN_FLIGHT }, () => get(`${host.url}/health`, balancer)));

  const exitCode = host.stop();
  const answers = Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, index) => get(`${host.url}${PAGES[index % PAGES.length]}`, balancer)),
  );
  await expect.poll(async () => (await get(`${host.url}/ready`)).status).toBe(503);
  // Still listening: a new connection gets its page, and is closed after it.
  expect(await get(`${host.url}/contacto`)).toEqual({ status: 200, connection: 'close' });

  expect((await answers).filter((answer) => answer.status !== 200)).toEqual([]);
  expect(await exitCode).toBe(0);
  await expect(get(`${host.url}/health`)).rejects.toThrow(/ECONNREFUSED/);
  balancer.destroy();
});

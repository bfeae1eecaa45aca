/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientLimits, GracefulShutdown, shutdownDelayMs, type ShutdownOptions } from './shutdown';
import { accepts, get, portOf, send } from './socket-request-helpers';

const IN_FLIGHT = 50;

async function untilRefused(port: number): Promise<void> {
  while (await accepts(port)) await new Promise((resolve) => setImmediate(resolve));
}

/** A gate a test opens: what waits on it goes on only then. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let app: FastifyInstance | null = null;

/** A server with the host's client limits and shutdown; `/lento` answers once `slow` is open. */
async function server(options: Omit<ShutdownOptions, 'delayMs'>, slow: Promise<void>) {
  const instance = Fastify({ logger: false, ...clientLimits() });
  app = instance;
  const shutdown = new GracefulShutdown(instance, { delayMs: 0, ...options });
  const started = gate();
  let running = 0;
  instance.get('/rapido', async () => 'listo');
  instance.get('/lento', async () => {
    running += 1;
    if (running === IN_FLIGHT) started.open();
    await slow;
    return 'listo';
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return { shutdown, port: portOf(instance.server.address()), allStarted: started.opened };
}

afterEach(async () => {
  if (app?.server.listening) {
    app.server.closeAllConnections();
    await app.close();
  }
  app = null;
});

describe('the shutdown of the host server', () => {
  it('keeps the listener open during the delay, each answer closing its connection; then it closes, idle connections too', async () => {
    const delay = gate();
    const { shutdown, port } = await server({ wait: () => delay.opened }, Promise.resolve());
    const kept = get(port, '/rapido');
    await expect(kept.answer).resolves.toMatchObject({ status: 200, headers: { connection: 'keep-alive' } });

    const stopped = shutdown.stop();
    const during = get(port, '/rapido');
    await expect(during.answer).resolves.toMatchObject({ status: 200, headers: { connection: 'close' } });
    await during.closed;

    delay.open();
    await stopped;
    await kept.closed;
    expect(await accepts(port)).toBe(false);
  });

  it(`answers the ${IN_FLIGHT} requests in flight when the listener closes, and closes their connections before it resolves`, async () => {
    const slow = gate();
    const { shutdown, port, allStarted } = await server({ wait: async () => undefined }, slow.opened);
    const exchanges = Array.from({ length: IN_FLIGHT }, () => get(port, '/lento'));
    await allStarted;

    const stopped = shutdown.stop();
    await untilRefused(port);
    slow.open();
    const answers = await Promise.all(exchanges.map((exchange) => exchange.answer));
    expect(answers.filter(({ status, headers }) => status !== 200 || headers.connection !== 'close')).toEqual([]);
    await Promise.all(exchanges.map((exchange) => exchange.closed));
    await stopped;
  });

  it('closes a connection that never sent a byte, as a browser preconnects one, instead of waiting on it', async () => {
    const { shutdown, port } = await server({ wait: async () => undefined }, Promise.resolve());
    const preconnected = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => preconnected.once('close', () => done()));
    await new Promise((resolve) => preconnected.once('connect', resolve));

    await shutdown.stop();
    await closed;
    expect(await accepts(port)).toBe(false);
  });
});

describe('the time a client has to send its request', () => {
  it('is up: a post whose body stops arriving gets 408, and its connection is closed', async () => {
    const instance = Fastify({ logger: false, ...clientLimits(300) });
    app = instance;
    instance.post('/contacto', async () => 'enviado');
    await instance.listen({ port: 0, host: '127.0.0.1' });
    const post = send(
      portOf(instance.server.address()),
      'POST /contacto HTTP/1.1\r\nHost: tienda.test\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nHola',
    );
    await expect(post.answer).resolves.toMatchObject({ status: 408 });
    await post.closed;
  });
});

describe('SHUTDOWN_DELAY_MS', () => {
  it('is 5 s in production and none in development and tests, unless set', () => {
    expect(shutdownDelayMs({ NODE_ENV: 'production' })).toBe(5000);
    expect(shutdownDelayMs({ NODE_ENV: 'development' })).toBe(0);
    expect(shutdownDelayMs({ NODE_ENV: 'test' })).toBe(0);
    expect(shutdownDelayMs({ NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '15000' })).toBe(15_000);
    expect(() => shutdownDelayMs({ SHUTDOWN_DELAY_MS: 'pronto' })).toThrow('SHUTDOWN_DELAY_MS');
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { unstartedConnections } from '@shop/contract';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** Requests still running when the listener closes get this long; past it they are cut and the exit code is 1. */
const DRAIN_TIMEOUT_MS = 10_000;

/** How long a client may take to send its whole request, headers and body (the forms' small posts). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * What a client may take: its whole request within `requestTimeoutMs`, else 408 and the connection closed;
 * a connection silent for 30 s in the middle of a request is closed. Node applies a request timeout only to
 * a server created with one (Fastify sets it afterwards, which can turn it off but not on), and checks every
 * second instead of every 30 s. Once closing, a request on a kept-alive connection is answered, not refused
 * with 503.
 */
export function clientLimits(requestTimeoutMs = REQUEST_TIMEOUT_MS) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 30_000,
    http: { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 1000 },
    return503OnClosing: false,
  };
}

/** SHUTDOWN_DELAY_MS: how long the listener stays open after SIGTERM (5 s in production, none otherwise). */
export function shutdownDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0));
  if (!Number.isFinite(value) || value < 0) throw new Error('SHUTDOWN_DELAY_MS debe ser un número de milisegundos ≥ 0');
  return value;
}

export interface ShutdownOptions {
  /** How long the listener stays open once stopping, for a load balancer to see /ready fail and stop sending. */
  delayMs: number;
  /** Waits `delayMs` (a test decides when it is over). */
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * The end of the server without dropping a request. From `stop()` on, every answer closes its connection
 * (a kept-alive client opens a new one, which the balancer sends to another instance); after the delay the
 * listener closes, idle connections and those that never sent a byte with it, and the requests in flight finish.
 */
export class GracefulShutdown {
  private stopping = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ShutdownOptions,
  ) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.stopping) reply.header('connection', 'close');
      done(null, payload);
    });
    const unstarted = unstartedConnections(app.server);
    app.addHook('preClose', (done) => {
      unstarted.close();
      done();
    });
  }

  /** Resolves once every request in flight has been answered and the listener is closed. */
  async stop(): Promise<void> {
    this.stopping = true;
    await (this.options.wait ?? sleep)(this.options.delayMs);
    await this.app.close();
  }
}

/**
 * SIGTERM, SIGINT or an uncaught error: `stop` runs; past `delayMs` plus the drain deadline the process ends with 1,
 * cutting what still runs, else with 0 (1 after an error).
 */
export function closeOnSignal(delayMs: number, stop: () => Promise<void>): void {
  closeWithGrace(
    {
      delay: delayMs + DRAIN_TIMEOUT_MS,
      onTimeout: () =>
        console.error(`Pedidos sin terminar ${DRAIN_TIMEOUT_MS / 1000} s después del cierre: se cortan.`),
      // Ctrl+C reaches `npm start`'s children as well as the SIGTERM it sends them: the close under way goes on.
      onSecondSignal: () => undefined,
    },
    async ({ err }) => {
      if (err) console.error('Error no atrapado: el host se cierra', err);
      await stop();
    },
  );
}

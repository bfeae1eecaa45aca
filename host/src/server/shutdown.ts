import { setTimeout as sleep } from 'node:timers/promises';
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
  drainMs?: number;
  /** Waits `delayMs` (a test decides when it is over). */
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * The end of the server without dropping a request. From `stop()` on, every answer closes its connection
 * (a kept-alive client opens a new one, which the balancer sends to another instance); after the delay the
 * listener closes, idle connections with it, and the requests in flight finish.
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
  }

  /** Resolves with the process's exit code: 0 once every request has been answered, 1 if some had to be cut. */
  async stop(): Promise<number> {
    this.stopping = true;
    await (this.options.wait ?? sleep)(this.options.delayMs);
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      this.app.server.closeAllConnections();
    }, this.options.drainMs ?? DRAIN_TIMEOUT_MS);
    await this.app.close();
    clearTimeout(deadline);
    return cut ? 1 : 0;
  }
}

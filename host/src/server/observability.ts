import type { IncomingMessage } from 'node:http';
import { METRICS_REFUSED, metricsAccess, newTraceId, traceIdOf, traceparentFor } from '@shop/contract';
import { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ContainerStatus } from './remote-registry';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5];

/** The host server's figures for Prometheus: its answers, its renders, its page cache and its remotes. */
export function createHostMetrics(containers: () => ContainerStatus[]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Pedidos atendidos, por método, ruta y estado.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tiempo de respuesta, por método y ruta.',
      labelNames: ['method', 'route'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    renderSeconds: new Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Tiempo de render en el servidor, por patrón de página.',
      labelNames: ['page'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'page_cache_total',
      help: 'Páginas servidas desde la caché de páginas (HIT) o renderizadas (MISS).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    remotes: new Gauge({
      name: 'remote_container',
      help: 'Cada remoto: su build y su estado (listo, navegador, sin-build, fallido).',
      labelNames: ['remote', 'build', 'state'] as const,
      registers,
      collect() {
        this.reset();
        for (const status of containers()) this.set(status, 1);
      },
    }),
  };
}

export type HostMetrics = ReturnType<typeof createHostMetrics>;

/** Each request's trace id, by its incoming message (the logger is made before Fastify's request is). */
const traceIds = new WeakMap<object, string>();

/** Pino's log, with every line of a request carrying its trace id. */
export function hostLogging(
  level: string,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory' | 'logController'> {
  return {
    logger: { level, ...(stream ? { stream } : {}) },
    // Fastify's two lines per request give way to the one the onResponse hook writes.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options, rawRequest) => {
      const { headers } = rawRequest as IncomingMessage;
      const traceId =
        traceIdOf(typeof headers.traceparent === 'string' ? headers.traceparent : undefined) ?? newTraceId();
      traceIds.set(rawRequest, traceId);
      return logger.child({ ...bindings, trace_id: traceId }, options);
    },
  };
}

/** The `traceparent` a page request's calls to the API send: the same trace, a new span. */
export function apiTraceparent(request: FastifyRequest): string {
  return traceparentFor(traceIds.get(request.raw) ?? newTraceId());
}

export interface ObservabilityOptions {
  metrics: HostMetrics;
  production: boolean;
  /** METRICS_TOKEN: the bearer that may read /metrics. */
  token: string | undefined;
}

/** One JSON line per answer (no header, no body: no token, password or cookie), its figures, and GET /metrics. */
export function registerObservability(app: FastifyInstance, { metrics, production, token }: ObservabilityOptions) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'sin-ruta';
    const { method } = request;
    metrics.requests.inc({ method, route, status: reply.statusCode });
    metrics.requestSeconds.observe({ method, route }, reply.elapsedTime / 1000);
    request.log.info(
      { method, url: request.url, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'pedido',
    );
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess({
      production,
      token,
      remoteAddress: request.socket.remoteAddress,
      authorization: request.headers.authorization,
    });
    if (access !== 'allowed') {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: METRICS_REFUSED });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

import { METRICS_REFUSED, metricsAccess } from '@shop/contract';
import { HttpError } from '../http-error';
import type { RouteScope } from '../schema';
import type { ApiMetrics } from './api-metrics';

export interface MetricsRouteOptions {
  metrics: ApiMetrics;
  production: boolean;
  /** METRICS_TOKEN: a scrape that sends it as a bearer may read the figures. */
  token: string | undefined;
}

/** Seconds, the unit Prometheus expects, from Fastify's milliseconds. */
const seconds = (milliseconds: number) => milliseconds / 1000;

/** Counts and times every answer by its route's pattern, and serves the figures at GET /metrics. */
export function registerMetrics(app: RouteScope, { metrics, production, token }: MetricsRouteOptions) {
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the address: one series per route, whatever ids and queries visitors send.
    const route = request.routeOptions.url ?? 'sin-ruta';
    const { method } = request;
    metrics.requests.inc({ method, route, status: reply.statusCode });
    metrics.requestSeconds.observe({ method, route }, seconds(reply.elapsedTime));
    done();
  });

  app.get('/metrics', { schema: { hide: true }, config: { ownAuthorization: true } }, async (request, reply) => {
    const access = metricsAccess({
      production,
      token,
      remoteAddress: request.socket.remoteAddress,
      authorization: request.headers.authorization,
    });
    if (access !== 'allowed') throw new HttpError(401, METRICS_REFUSED, { 'WWW-Authenticate': 'Bearer' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

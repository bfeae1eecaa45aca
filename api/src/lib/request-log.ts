import type { IncomingMessage } from 'node:http';
import { newTraceId, traceIdOf } from '@shop/contract';
import { type FastifyServerOptions, LogController } from 'fastify';
import type { RouteScope } from './schema';

/**
 * Every log line of a request carries its trace id: the caller's (the host passes `traceparent` while it renders a
 * page), else a new one.
 */
export const traceLogging: Pick<FastifyServerOptions, 'childLoggerFactory' | 'logController'> = {
  // Fastify's two lines per request give way to the one the onResponse hook writes.
  logController: new LogController({ disableRequestLogging: true }),
  childLoggerFactory: (logger, bindings, options, rawRequest) => {
    const { headers } = rawRequest as IncomingMessage;
    const traceparent = typeof headers.traceparent === 'string' ? headers.traceparent : undefined;
    return logger.child({ ...bindings, trace_id: traceIdOf(traceparent) ?? newTraceId() }, options);
  },
};

/**
 * One JSON line per request, written when it is answered: what was asked and how it went, never a header (tokens,
 * cookies) nor a body (passwords).
 */
export function registerRequestLog(app: RouteScope) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'pedido',
    );
    done();
  });
}

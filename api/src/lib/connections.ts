import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import { unstartedConnections } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import type { Lifecycle } from './lifecycle';

/**
 * A connection with no bytes either way for this long is closed (a client that stopped reading, say). Long: a request
 * waiting on the server (a sign-in behind a full hashing queue) sends nothing meanwhile, and must not be cut. Between
 * requests, Fastify's keep-alive timeout (72 s) closes an idle connection first.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;
/** Node checks request timeouts this often (its default, 30 s, would let a request run that much past its end). */
const TIMEOUT_CHECK_MS = 1000;

const BODY_TOO_SLOW = 'El cuerpo de la solicitud tardó demasiado en llegar.';

/** What Node answers itself, before a request reaches a route: in Spanish, as JSON, and the connection closes. */
const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La solicitud tardó demasiado en llegar.'],
  HPE_HEADER_OVERFLOW: [431, 'Los encabezados de la solicitud son demasiado grandes.'],
};

interface ConnectionSettings {
  /** The whole request (headers and body, an upload's too) must arrive within it: 408 otherwise. */
  requestTimeoutMs: number;
  /** A JSON body must arrive within it once its request started: 408 otherwise. */
  bodyTimeoutMs: number;
  lifecycle: Lifecycle;
}

/**
 * How the API treats connections: an idle timeout, a deadline for the whole request and a shorter one for a JSON
 * body (so that a client that declares 100 bytes and sends 4 does not hold a connection for minutes), Node's own
 * refusals in Spanish, and, while shutting down, requests that still arrive on open connections served (each answer
 * closing its connection) instead of refused with 503, and connections that never sent a byte closed with the listener. `options` go to Fastify; `register` adds the hooks.
 */
export function connectionHandling({ requestTimeoutMs, bodyTimeoutMs, lifecycle }: ConnectionSettings) {
  // Connections whose request was answered before its body arrived (a 415, a 401 on an upload): when that request
  // times out, its connection is closed without a second answer.
  const answeredEarly = new WeakSet<Socket>();

  function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'La solicitud no es HTTP válido.'];
    const body = JSON.stringify({ error: message });
    if (socket.writable && !answeredEarly.has(socket))
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    socket.destroy(error);
  }

  function register(app: FastifyInstance): void {
    app.addHook('preParsing', (request, reply, payload, done) => {
      const { headers } = request;
      const hasBody = headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;
      // Uploads take longer: the request timeout bounds them.
      if (!hasBody || /^multipart\//i.test(headers['content-type'] ?? '')) return done(null, payload);
      // The deadline ends this copy of the body, not the request: the 408 is still written before the socket closes.
      const body = new PassThrough();
      const deadline = setTimeout(() => {
        reply.header('Connection', 'close');
        body.destroy(new HttpError(408, BODY_TOO_SLOW));
      }, bodyTimeoutMs);
      const settled = () => clearTimeout(deadline);
      // Read whole, or answered without being read (415, 413): no deadline any more.
      reply.raw.once('close', settled);
      (payload as Readable)
        .once('end', settled)
        .once('error', (error: Error) => {
          settled();
          body.destroy(error);
        })
        .pipe(body);
      done(null, body);
    });
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (lifecycle.draining) reply.header('Connection', 'close');
      if (!request.raw.complete) answeredEarly.add(request.raw.socket);
      done();
    });
    const unstarted = unstartedConnections(app.server);
    app.addHook('preClose', (done) => {
      unstarted.close();
      done();
    });
  }

  return {
    options: {
      connectionTimeout: IDLE_CONNECTION_MS,
      requestTimeout: requestTimeoutMs,
      http: { connectionsCheckingInterval: TIMEOUT_CHECK_MS, headersTimeout: Math.min(60_000, requestTimeoutMs) },
      return503OnClosing: false,
      clientErrorHandler,
    },
    register,
  };
}

export type ConnectionHandling = ReturnType<typeof connectionHandling>;

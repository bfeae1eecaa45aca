import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error';
import type { RouteScope } from './schema';

/** The deepest a JSON body may nest; the deepest body a route takes (an item with its images) needs 3. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = 'El cuerpo de la solicitud tiene demasiados niveles anidados.';
export const NO_BODY_HERE = 'Esta ruta no recibe datos en el cuerpo.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the JSON text nests deeper than `limit`, read in one pass without parsing or recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
export type JsonTextParser = (request: FastifyRequest, body: string, done: Done) => void;

/**
 * How every route reads a JSON text: nesting past MAX_JSON_DEPTH is refused before it is parsed (a body of 100,000
 * nested arrays parses, and then overflows the stack of whatever walks it), the rest as Fastify reads it (a
 * `__proto__` key refused). An empty body is no body on a route that takes none: some clients send a JSON content
 * type with an empty DELETE.
 */
export function jsonTextParser(app: RouteScope): JsonTextParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (body.length === 0 && !takesBody(request)) return done(null, undefined);
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP));
    parse(request, body, done);
  };
}

/** Whether the route declares a body (a schema, or a content type it consumes, as the upload's multipart). */
export function takesBody(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema;
  return schema?.body !== undefined || (schema?.consumes?.length ?? 0) > 0;
}

/** An absent body, an empty text or `{}`: what clients send to a route that takes no body. */
export function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === '') return true;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

/** JSON bodies for every route of `app`, read by `jsonTextParser`. */
export function registerJsonBodies(app: RouteScope) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonTextParser(app));
}

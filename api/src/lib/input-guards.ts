import { badRequest } from './http-error';
import { isEmptyBody, NO_BODY_HERE, takesBody } from './json-body';
import type { RouteScope } from './schema';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** The dotted path of a visited value, from the outermost key in. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path ('imagenes.0.url') of the first value inside `value` that `refused` is true of, or null. Walked
 * depth first in key order with a stack of its own: however deep the value, it never overflows the call stack.
 */
export function refusedPath(value: unknown, refused: (leaf: unknown) => boolean): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.value && typeof visit.value === 'object') {
      const entries = Object.entries(visit.value);
      for (let at = entries.length - 1; at >= 0; at -= 1) {
        const [key, inner] = entries[at] as [string, unknown];
        pending.push({ value: inner, key, parent: visit });
      }
    } else if (refused(visit.value)) return pathOf(visit);
  }
  return null;
}

const hasNulByte = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
/** Ajv's type coercion of a query or a path turns 'Infinity' and '1e309' into numbers that pass an integer schema. */
const isNonFiniteNumber = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/** Refuses input no handler could store, naming its field; keeps what a signed-in user gets out of shared caches. */
export function registerInputGuards(app: RouteScope) {
  // A route without a body schema would take any body unchecked, and hand it to the walk below.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!takesBody(request) && !isEmptyBody(request.body)) return done(badRequest(NO_BODY_HERE));
    done();
  });
  // Text with NUL bytes cannot be stored by PostgreSQL: refuse it as bad input.
  app.addHook('preHandler', (request, _reply, done) => {
    const withNul = refusedPath(request.body, hasNulByte) ?? refusedPath(request.query, hasNulByte);
    if (withNul !== null) return done(badRequest('El texto contiene caracteres no permitidos.', withNul || undefined));
    const nonFinite = refusedPath(request.query, isNonFiniteNumber) ?? refusedPath(request.params, isNonFiniteNumber);
    if (nonFinite !== null)
      return done(badRequest('Los números de la consulta deben ser finitos.', nonFinite || undefined));
    done();
  });
  // What a signed-in user gets must not stay in a shared cache or the browser's history.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.headers.authorization || request.url.startsWith('/api/auth/'))
      reply.header('Cache-Control', 'no-store');
    done();
  });
}

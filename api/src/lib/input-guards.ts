import { badRequest } from './http-error';
import type { RouteScope } from './schema';

/** The dotted path ('imagenes.0.url') of the first value inside `value` that `refused` is true of, or null. */
function refusedPath(value: unknown, refused: (leaf: unknown) => boolean, path: readonly string[] = []): string | null {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = refusedPath(inner, refused, [...path, key]);
      if (found !== null) return found;
    }
    return null;
  }
  return refused(value) ? path.join('.') : null;
}

const hasNulByte = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
/** Ajv's type coercion of a query or a path turns 'Infinity' and '1e309' into numbers that pass an integer schema. */
const isNonFiniteNumber = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/** Refuses input no handler could store, naming its field; keeps what a signed-in user gets out of shared caches. */
export function registerInputGuards(app: RouteScope) {
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

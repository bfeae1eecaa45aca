import { HttpError } from './http-error';
import type { RouteScope } from './schema';

/** Ajv's type coercion of a query or a path turns 'Infinity' and '1e309' into numbers that pass an integer schema. */
function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFiniteNumber);
  if (value && typeof value === 'object') return Object.values(value).some(hasNonFiniteNumber);
  return false;
}

function hasNulByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulByte);
  if (value && typeof value === 'object') return Object.values(value).some(hasNulByte);
  return false;
}

/** Refuses input no handler could store; keeps what a signed-in user gets out of shared caches. */
export function registerInputGuards(app: RouteScope) {
  // Text with NUL bytes cannot be stored by PostgreSQL: refuse it as bad input.
  app.addHook('preHandler', (request, _reply, done) => {
    if (hasNulByte(request.body) || hasNulByte(request.query))
      return done(new HttpError(400, 'El texto contiene caracteres no permitidos.'));
    if (hasNonFiniteNumber(request.query) || hasNonFiniteNumber(request.params))
      return done(new HttpError(400, 'Los números de la consulta deben ser finitos.'));
    done();
  });
  // What a signed-in user gets must not stay in a shared cache or the browser's history.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.headers.authorization || request.url.startsWith('/api/auth/'))
      reply.header('Cache-Control', 'no-store');
    done();
  });
}

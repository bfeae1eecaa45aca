import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ADMIN_ROLE, findUserById, type PublicUser, publicUser } from '../features/auth/users';
import type { Tokens } from '../features/auth/tokens';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user when a valid bearer token came with the request. */
    user: PublicUser | null;
    /** Whether an Authorization header was sent at all (to tell 'missing' from 'invalid'). */
    sentToken: boolean;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const MAX_ID = 2_147_483_647;

/** A token's subject as a user id, or null when it cannot be one ('abc', '1.5', '99999999999'). */
function userId(sub: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return id <= MAX_ID ? id : null;
}

/**
 * Reads the bearer token of every request; routes then require what they need.
 * Callback style, so the many requests without a token do not pay for a promise.
 */
export function identify(db: Database, tokens: Tokens) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const token = bearer(request);
    request.sentToken = token !== null;
    request.user = null;
    const claims = token ? tokens.verify(token) : null;
    const id = claims ? userId(claims.sub) : null;
    if (id === null) return done();
    findUserById(db, id).then((user) => {
      request.user = user ? publicUser(user) : null;
      done();
    }, done);
  };
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (request.user) return request.user;
  throw new HttpError(401, request.sentToken ? 'Token inválido o vencido' : 'No autorizado');
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (requireUser(request).rol !== ADMIN_ROLE) {
    throw new HttpError(403, 'Solo administradores pueden realizar esta acción');
  }
}

export function isAdmin(request: FastifyRequest): boolean {
  return request.user?.rol === ADMIN_ROLE;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/types';
import { sessionKey, sessionUser } from './sessions';
import type { Tokens } from './tokens';
import { ADMIN_ROLE, type PublicUser } from './users';
import { HttpError } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user when a bearer token came with the request (one that identifies nobody answers 401). */
    user: PublicUser | null;
    /** The stored key of the session the token names (see sessions.ts); null without a token. */
    sessionKey: string | null;
  }
  interface FastifyContextConfig {
    /** The route reads the Authorization header itself (it carries another secret than a session token). */
    ownAuthorization?: boolean;
  }
}

/** `Authorization: Bearer <token>` with one token (RFC 6750's characters); anything else sent there is malformed. */
const BEARER = /^Bearer +([\w.~+/-]+=*)$/i;

/** The token a request carries; `undefined` without an Authorization header, null when the header is malformed. */
function bearer(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

const MAX_ID = 2_147_483_647;

/** A token's subject as a user id, or null when it cannot be one ('abc', '1.5', '99999999999'). */
function userId(sub: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return id <= MAX_ID ? id : null;
}

const INVALID_TOKEN = 'Token inválido o vencido';
const MALFORMED_AUTHORIZATION = 'Encabezado Authorization inválido: se espera "Bearer <token>", con un solo token.';

/**
 * Reads the bearer token of every request; routes then require what they need. An Authorization header that is sent
 * must carry one token that identifies a user (valid signature, not expired, its session live in the database and
 * its subject that session's account):
 * otherwise 401 on any route, public reads included, so that a stale, forged or mangled credential (`Bearer ` with no
 * token, two tokens, another scheme) is never mistaken for an anonymous visit. No header at all is anonymous.
 * Callback style, so the many requests without a token do not pay for a promise.
 */
export function identify(db: Database, tokens: Tokens) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    request.user = null;
    request.sessionKey = null;
    if (request.routeOptions.config.ownAuthorization) return done();
    const token = bearer(request);
    if (token === undefined) return done();
    if (token === null) return done(new HttpError(401, MALFORMED_AUTHORIZATION));
    const claims = tokens.verify(token);
    const id = claims ? userId(claims.sub) : null;
    if (!claims || id === null) return done(new HttpError(401, INVALID_TOKEN));
    const key = sessionKey(claims.sid);
    sessionUser(db, key, id).then((user) => {
      if (!user) return done(new HttpError(401, INVALID_TOKEN));
      request.user = user;
      request.sessionKey = key;
      done();
    }, done);
  };
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (request.user) return request.user;
  throw new HttpError(401, 'No autorizado');
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (requireUser(request).rol !== ADMIN_ROLE) {
    throw new HttpError(403, 'Solo administradores pueden realizar esta acción');
  }
}

export function isAdmin(request: FastifyRequest): boolean {
  return request.user?.rol === ADMIN_ROLE;
}

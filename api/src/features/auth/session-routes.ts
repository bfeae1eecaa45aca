import { passwordChangeProblems, type PasswordChangeInput, REGISTER_RULES } from '@shop/contract';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/types';
import { requireUser } from './auth-context';
import { badRequest, HttpError } from '../../lib/http-error';
import { ErrorSchema, type RouteScope } from '../../lib/schema';
import { countAttempt, refundAttempt, type AttemptRule } from './attempt-counters';
import type { HashingPool } from './hashing-pool';
import { hashPassword, verifyPassword } from './passwords';
import { endSession, endSessions } from './sessions';
import { findUserById } from './users';

const PasswordBody = Type.Object(
  {
    contrasena_actual: Type.Optional(Type.String({ maxLength: REGISTER_RULES.maxLength.contrasena })),
    contrasena_nueva: Type.Optional(Type.String({ maxLength: REGISTER_RULES.maxLength.contrasena })),
  },
  { additionalProperties: false },
);

/** The change as the shared rules check it, or a 400 with the first problem they find (the form's own words). */
function validChange(body: Static<typeof PasswordBody>): PasswordChangeInput {
  const input = { contrasena_actual: body.contrasena_actual ?? '', contrasena_nueva: body.contrasena_nueva ?? '' };
  const [[field, problem] = []] = Object.entries(passwordChangeProblems(input));
  if (problem) throw badRequest(problem, field);
  return input;
}

/**
 * Wrong current passwords a session may try per window: without a bound, a stolen token would make this route an
 * unlimited way to guess the account's password.
 */
const passwordRule = (userId: number): AttemptRule => ({
  key: `contrasena:usuario:${userId}`,
  limit: 5,
  windowMs: 15 * 60 * 1000,
});

const TOO_MANY_TRIES = 'Demasiados intentos fallidos. Probá de nuevo en unos minutos.';

/** A wrong current password is a 400, not a 401: the site ends its session on a 401. */
const WRONG_PASSWORD = 'La contraseña actual no es correcta.';

interface SessionOptions {
  db: Database;
  passwordCost: number;
  hashing: Pick<HashingPool, 'derive'>;
}

/** Ending sessions and changing one's password, which ends the account's other sessions. */
export async function sessionRoutes(app: RouteScope, { db, passwordCost, hashing }: SessionOptions) {
  const schema = { tags: ['auth'], security: [{ bearer: [] }] };
  const ended = { 204: Type.Null(), '4xx': ErrorSchema };

  app.post('/api/auth/logout', { schema: { ...schema, response: ended } }, async (request, reply) => {
    requireUser(request);
    if (request.sessionKey) await endSession(db, request.sessionKey);
    return reply.status(204).send(null);
  });

  app.post('/api/auth/logout-all', { schema: { ...schema, response: ended } }, async (request, reply) => {
    await endSessions(db, requireUser(request).id);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/auth/password',
    { schema: { ...schema, body: PasswordBody, response: ended } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const change = validChange(request.body);
      const rule = passwordRule(id);
      const count = await countAttempt(db, rule);
      if (count.blocked) throw new HttpError(429, TOO_MANY_TRIES, { 'Retry-After': String(count.retryAfter) });
      const user = await findUserById(db, id);
      if (!user) throw new HttpError(401, 'No autorizado');
      const newHash = async () =>
        (await verifyPassword(change.contrasena_actual, user.password_hash, hashing.derive))
          ? hashPassword(change.contrasena_nueva, passwordCost, hashing.derive)
          : null;
      const hash = await newHash().catch(async (error: unknown) => {
        // The busy hashing never tried the password: the attempt is given back.
        await refundAttempt(db, [rule.key]);
        throw error;
      });
      if (hash === null) throw badRequest(WRONG_PASSWORD, 'contrasena_actual');
      await refundAttempt(db, [rule.key]);
      await db.transaction(async (tx) => {
        await tx.query('update usuarios set password_hash = $1 where id = $2', [hash, id]);
        await endSessions(tx, id, request.sessionKey);
      });
      return reply.status(204).send(null);
    },
  );
}

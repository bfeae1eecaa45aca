import {
  type AuthAnswer as AuthAnswerType,
  cleanRegisterInput,
  normaliseEmail,
  REGISTER_RULES,
  registerProblems,
  type RegisterInput,
  type Usuario,
} from '@shop/contract';
import { Type, type Static } from 'typebox';
import type { Database, Queryable } from '../../db/types';
import { requireUser } from './auth-context';
import { HttpError, badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, type RouteScope } from '../../lib/schema';
import { hashPassword, verifyPassword } from './passwords';
import { openSession } from './sessions';
import { HashingBusyError, type HashingPool } from './hashing-pool';
import { type Admission, admitRegistration, admitSignIn, attemptNotTried, signInSucceeded } from './sign-in-limits';
import type { Tokens } from './tokens';
import { CUSTOMER_ROLE, findUserByEmail, publicUser, type UserRow } from './users';

const UserSchema = describing<Usuario>()(
  Type.Object(
    { id: Type.Integer(), nombre: Type.String(), email: Type.String(), rol: Type.String() },
    { additionalProperties: false },
  ),
);
const AuthAnswer = describing<AuthAnswerType>()(
  Type.Object({ token: Type.String(), usuario: UserSchema }, { additionalProperties: false }),
);

const { maxLength } = REGISTER_RULES;
const RegisterBody = Type.Object(
  {
    nombre: Type.Optional(Type.String({ maxLength: maxLength.nombre })),
    email: Type.Optional(Type.String({ maxLength: maxLength.email })),
    dni: Type.Optional(Type.String({ maxLength: maxLength.dni })),
    contrasena: Type.Optional(Type.String({ maxLength: maxLength.contrasena })),
  },
  { additionalProperties: false },
);
const LoginBody = Type.Object(
  { email: RegisterBody.properties.email, contrasena: RegisterBody.properties.contrasena },
  { additionalProperties: false },
);

/** The registration as stored, or a 400 with the first problem the shared rules find (the form's own words). */
function validRegistration(body: Static<typeof RegisterBody>): RegisterInput {
  const input = cleanRegisterInput({
    nombre: body.nombre ?? '',
    email: body.email ?? '',
    dni: body.dni ?? '',
    contrasena: body.contrasena ?? '',
  });
  // Checked as typed (a look-alike domain is ASCII in IDNA form), stored in its normal form.
  const [[field, problem] = []] = Object.entries(registerProblems(input));
  if (problem) throw badRequest(problem, field);
  return { ...input, email: normaliseEmail(input.email) };
}

/**
 * A hash the busy workers refused was never tried: the account's counters get the attempt back, the address's keeps
 * it (a flood of refused attempts runs out of its allowance like any other).
 */
async function unlessBusy<T>(db: Queryable, admission: Admission, hashing: Promise<T>): Promise<T> {
  try {
    return await hashing;
  } catch (error: unknown) {
    if (error instanceof HashingBusyError) await attemptNotTried(db, admission);
    throw error;
  }
}

interface AuthOptions {
  db: Database;
  tokens: Tokens;
  passwordCost: number;
  /**
   * Where request-time hashes run: the hashing workers, away from the thread pool that reads files; `reserved` is
   * the share of administrators' sign-ins and of those from an address the account is known for, which a flood of
   * other attempts cannot fill.
   */
  hashing: Pick<HashingPool, 'derive' | 'reserved' | 'full' | 'admitsReserved'>;
}

export async function authRoutes(app: RouteScope, { db, tokens, passwordCost, hashing }: AuthOptions) {
  // Unknown e-mails are checked against this hash too, so both failures take the same time.
  const decoyHash = await hashPassword('decoy-password', passwordCost);
  // Every sign-in starts a session of its own, which the token names.
  const answer = async (user: UserRow) => ({
    token: tokens.sign({ sub: String(user.id), rol: user.rol, sid: await openSession(db, user.id) }),
    usuario: publicUser(user),
  });

  app.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], body: RegisterBody, response: { 201: AuthAnswer, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const admission = await admitRegistration(db, request.ip);
      const input = validRegistration(request.body);
      if (await findUserByEmail(db, input.email)) throw new HttpError(409, 'Ya existe una cuenta con ese email.');
      const hash = await unlessBusy(db, admission, hashPassword(input.contrasena, passwordCost, hashing.derive));
      const [user] = await db.query<UserRow>(
        `insert into usuarios (nombre, email, dni, password_hash, rol) values ($1, $2, $3, $4, $5)
         on conflict (email) do nothing returning *`,
        [input.nombre, input.email, input.dni, hash, CUSTOMER_ROLE],
      );
      if (!user) throw new HttpError(409, 'Ya existe una cuenta con ese email.');
      return reply.status(201).send(await answer(user));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: LoginBody, response: { 200: AuthAnswer, '4xx': ErrorSchema } } },
    async (request) => {
      const { body } = request;
      const email = normaliseEmail(body.email ?? '');
      const contrasena = body.contrasena ?? '';
      if (!email || !contrasena)
        throw badRequest('El email y la contraseña son obligatorios.', email ? 'contrasena' : 'email');
      const admission = await admitSignIn(db, email, request.ip, hashing);
      const user = await findUserByEmail(db, email);
      const matches = await unlessBusy(
        db,
        admission,
        verifyPassword(
          contrasena,
          user?.password_hash ?? decoyHash,
          admission.reserved ? hashing.reserved(admission.reserved) : hashing.derive,
        ),
      );
      if (!user || !matches) throw new HttpError(401, 'Email o contraseña incorrectos');
      await signInSucceeded(db, admission);
      return answer(user);
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: UserSchema, '4xx': ErrorSchema } } },
    async (request) => requireUser(request),
  );
}

import type { Database, SqlValue } from '../src/db/types';
import { sessionKey } from '../src/features/auth/sessions';
import { databaseTargets } from './support/databases';
import { claimsOf } from './support/jwt';
import { securedRoutes } from './support/secured-routes';
import { ADMIN, CLIENTE, type Reply, TestApp, useTestApp } from './support/test-app';

const REVOKED = { error: 'Token inválido o vencido' };

/** Status and body of an answer, to compare both at once. */
const answerOf = (reply: Reply) => ({ status: reply.statusCode, body: reply.body ? reply.json<unknown>() : null });

describe.each(databaseTargets)('sesiones ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  const me = (token: string) => t.get('/api/auth/me', token);
  const sessionsOf = async (email: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from sessions s join usuarios u on u.id = s.user_id where u.email = $1',
        [email],
      )
    )[0]?.n;

  it('cada ingreso y cada registro abre una sesión propia, guardada por el hash del id que nombra el token', async () => {
    const second = await t.login(ADMIN.email, ADMIN.password);
    expect(await sessionsOf(ADMIN.email)).toBe(2);
    expect(await sessionsOf(CLIENTE.email)).toBe(1);
    const sid = String(claimsOf(second).sid);
    expect(sid).toMatch(/^[\w-]{43}$/);
    expect(String(claimsOf(t.adminToken).sid)).not.toBe(sid);
    const keys = (await t.db.query<{ key: string }>('select key from sessions')).map((row) => row.key);
    expect(keys).toContain(sessionKey(sid));
    expect(keys).not.toContain(sid);
  });

  it('POST /api/auth/logout contesta 204 y desde ese momento el token da 401 en /api/auth/me y en cada ruta con token', async () => {
    const other = await t.login(ADMIN.email, ADMIN.password);
    expect((await me(t.adminToken)).statusCode).toBe(200);

    const logout = await t.post('/api/auth/logout', undefined, t.adminToken);
    expect({ status: logout.statusCode, body: logout.body }).toEqual({ status: 204, body: '' });

    expect(answerOf(await me(t.adminToken))).toEqual({ status: 401, body: REVOKED });
    const routes = await securedRoutes(t);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const reply = await t.call(route.method, route.url, { token: t.adminToken });
      expect({ route, ...answerOf(reply) }).toEqual({ route, status: 401, body: REVOKED });
    }
    // A public read with the ended token is refused too, as any bad credential is.
    expect(answerOf(await t.get('/api/bicicletas', t.adminToken))).toEqual({ status: 401, body: REVOKED });
    // The admin's other session, and the customer's, go on.
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(t.clienteToken)).statusCode).toBe(200);
  });

  it('POST /api/auth/logout sin un token válido contesta 401 y no termina nada', async () => {
    expect(answerOf(await t.post('/api/auth/logout', undefined))).toEqual({
      status: 401,
      body: { error: 'No autorizado' },
    });
    expect(answerOf(await t.post('/api/auth/logout', undefined, 'basura'))).toEqual({ status: 401, body: REVOKED });
    expect(await sessionsOf(ADMIN.email)).toBe(1);
  });

  it('POST /api/auth/logout-all termina cada sesión de la cuenta, la propia incluida, y ninguna de otra', async () => {
    const other = await t.login(ADMIN.email, ADMIN.password);
    const reply = await t.post('/api/auth/logout-all', undefined, other);
    expect(reply.statusCode).toBe(204);
    for (const token of [t.adminToken, other])
      expect(answerOf(await me(token))).toEqual({ status: 401, body: REVOKED });
    expect(await sessionsOf(ADMIN.email)).toBe(0);
    expect((await me(t.clienteToken)).statusCode).toBe(200);
    // Signing in again starts a new session.
    expect((await me(await t.login(ADMIN.email, ADMIN.password))).statusCode).toBe(200);
  });

  it('una sesión vencida en la base da 401 aunque el token no haya vencido', async () => {
    await t.db.query("update sessions set expires_at = now() - interval '1 second'");
    expect(answerOf(await me(t.clienteToken))).toEqual({ status: 401, body: REVOKED });
  });

  it('el token de una sesión no sirve para otra cuenta: el sub tiene que ser el dueño de la sesión', async () => {
    const [admin] = await t.db.query<{ id: number }>('select id from usuarios where email = $1', [ADMIN.email]);
    await t.db.query('update sessions set user_id = $1 where user_id <> $1', [admin?.id ?? 0]);
    expect(answerOf(await me(t.clienteToken))).toEqual({ status: 401, body: REVOKED });
  });

  describe('POST /api/auth/password', () => {
    const change = (body: unknown, token: string) => t.post('/api/auth/password', body, token);
    const NEW = 'nueva-secreta-2';

    it('cambia la contraseña, termina las otras sesiones de la cuenta y deja la actual', async () => {
      const elsewhere = await t.login(CLIENTE.email, CLIENTE.contrasena);
      const reply = await change({ contrasena_actual: CLIENTE.contrasena, contrasena_nueva: NEW }, t.clienteToken);
      expect(reply.statusCode).toBe(204);

      expect((await me(t.clienteToken)).statusCode).toBe(200);
      expect(answerOf(await me(elsewhere))).toEqual({ status: 401, body: REVOKED });
      expect((await me(t.adminToken)).statusCode).toBe(200);
      const old = await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena });
      expect(old.statusCode).toBe(401);
      expect((await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: NEW })).statusCode).toBe(200);
      const [row] = await t.db.query<{ password_hash: string }>('select password_hash from usuarios where email = $1', [
        CLIENTE.email,
      ]);
      expect(row?.password_hash).toMatch(/^scrypt\$10\$/);
    });

    it('con la contraseña actual equivocada contesta 400 en español y no cambia ni termina nada', async () => {
      const elsewhere = await t.login(CLIENTE.email, CLIENTE.contrasena);
      const reply = await change({ contrasena_actual: 'no-es-esta', contrasena_nueva: NEW }, t.clienteToken);
      expect(answerOf(reply)).toEqual({
        status: 400,
        body: { error: 'La contraseña actual no es correcta.', campo: 'contrasena_actual' },
      });
      for (const token of [t.clienteToken, elsewhere]) expect((await me(token)).statusCode).toBe(200);
      expect(
        (await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena })).statusCode,
      ).toBe(200);
    });

    it.each([
      [{ contrasena_nueva: NEW }, 'La contraseña actual es obligatoria.', 'contrasena_actual'],
      [
        { contrasena_actual: 'secreta1', contrasena_nueva: '12345' },
        'La contraseña debe tener al menos 6 caracteres.',
        'contrasena_nueva',
      ],
      [
        { contrasena_actual: 'secreta1', contrasena_nueva: '\u200b'.repeat(8) },
        'La contraseña no puede ser sólo espacios.',
        'contrasena_nueva',
      ],
    ])('rechaza %j con las reglas del registro', async (body, error, campo) => {
      expect(answerOf(await change(body, t.clienteToken))).toEqual({ status: 400, body: { error, campo } });
    });

    it('sin token contesta 401 aunque el cuerpo sea inválido', async () => {
      const reply = await t.post('/api/auth/password', { contrasena_nueva: 'x' });
      expect(answerOf(reply)).toEqual({ status: 401, body: { error: 'No autorizado' } });
    });

    it('después de 5 contraseñas actuales equivocadas contesta 429, también con la correcta', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(
          (await change({ contrasena_actual: `mala-${attempt}`, contrasena_nueva: NEW }, t.clienteToken)).statusCode,
        ).toBe(400);
      const blocked = await change({ contrasena_actual: CLIENTE.contrasena, contrasena_nueva: NEW }, t.clienteToken);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json<{ error: string }>().error).toMatch(/Demasiados intentos/);
    });
  });
});

/** A database handle that keeps the SQL of every query, to see what a request costs. */
function recording(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const recorded = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'queryMany') return (value as () => unknown).bind(target);
      return (sql: string, params?: readonly SqlValue[]) => {
        statements.push(sql);
        return (value as Database['query']).call(target, sql, params);
      };
    },
  });
  return { db: recorded, statements };
}

describe.each(databaseTargets)('lo que cuesta la sesión a cada pedido ($name)', (target) => {
  const t = new TestApp();
  let statements: string[] = [];
  let dispose: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    const watched = recording(opened.db);
    statements = watched.statements;
    await t.start(watched.db, { listCacheMs: 0 });
    await t.reset();
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  }, 30_000);

  it('una lectura pública sin token no consulta las sesiones; una con token, una sola vez junto con su usuario', async () => {
    statements.length = 0;
    for (const url of ['/api/bicicletas', '/api/accesorios', '/api/home/secondary-heroes', '/api/sugerencias?q=fu'])
      expect((await t.get(url)).statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => /\bsessions\b/.test(sql))).toEqual([]);

    statements.length = 0;
    expect((await t.get('/api/auth/me', t.adminToken)).statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from sessions s join usuarios u/);
  });
});

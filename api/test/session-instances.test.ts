import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrator';
import type { Database } from '../src/db/types';
import { freshPostgresDatabase, postgresServerUrl } from './support/databases';
import { securedRoutes } from './support/secured-routes';
import { ADMIN, TestApp } from './support/test-app';

if (!postgresServerUrl) console.info('Sin TEST_DATABASE_URL: no se prueban sesiones entre dos instancias de la API.');
const describeOnPostgres = postgresServerUrl ? describe : describe.skip;

const REVOKED = { error: 'Token inválido o vencido' };

describeOnPostgres('sesiones entre dos instancias de la API sobre un PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const handles: Database[] = [];
  const a = new TestApp();
  const b = new TestApp();

  beforeAll(async () => {
    database = await freshPostgresDatabase(postgresServerUrl as string);
    for (let n = 0; n < 2; n += 1) handles.push(await openDatabase({ databaseUrl: database.url, dataDir: '' }));
    const [onA, onB] = handles as [Database, Database];
    await migrate(onA);
    await a.start(onA);
    await b.start(onB);
    await a.reset();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all(handles.map((db) => db.close()));
    await database?.drop();
  }, 30_000);

  const statusOf = async (app: TestApp, token: string) => (await app.get('/api/auth/me', token)).statusCode;

  it('un cierre de sesión en A: el mismo token da 401 en B en cada ruta con token, sin esperar', async () => {
    const token = await a.login(ADMIN.email, ADMIN.password);
    expect(await statusOf(b, token)).toBe(200);
    expect((await b.get('/api/bicicletas/resumen', token)).statusCode).toBe(200);

    expect((await a.post('/api/auth/logout', undefined, token)).statusCode).toBe(204);

    // No instance keeps a copy of a session: B asks the shared database on each request, so the first answer is 401.
    const routes = await securedRoutes(b);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const reply = await b.call(route.method, route.url, { token });
      expect({ route, status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        route,
        status: 401,
        body: REVOKED,
      });
    }
    expect(await statusOf(b, a.adminToken)).toBe(200);
  });

  it('cerrar todas las sesiones en B termina las abiertas en A', async () => {
    const onA = await a.login(ADMIN.email, ADMIN.password);
    const onB = await b.login(ADMIN.email, ADMIN.password);
    expect((await b.post('/api/auth/logout-all', undefined, onB)).statusCode).toBe(204);
    for (const token of [onA, onB, a.adminToken]) expect(await statusOf(a, token)).toBe(401);
  });
});

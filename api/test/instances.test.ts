import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/db/migrations';
import { DEMO_BANNERS, DEMO_BICYCLES } from '../src/seed/demo-catalog';
import { freshPostgresDatabase, postgresServerUrl } from './support/databases';
import { png } from './support/files';
import { type S3Server, startS3Server } from './support/s3-server';
import { compileServer, ServerProcess } from './support/server-process';

const ADMIN = { email: 'instancias@example.com', password: 'clave-instancias-123' };
/** Far longer than any poll below: only a notification from the other instance can empty its cache in time. */
const LIST_CACHE_MS = '600000';

if (!postgresServerUrl) console.info('Sin TEST_DATABASE_URL: no se prueban dos instancias de la API sobre PostgreSQL.');
const describeOnPostgres = postgresServerUrl ? describe : describe.skip;

/** Asks until `check` holds; the test's own timeout bounds the wait. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function json<T>(reply: Promise<Response>): Promise<T> {
  return (await (await reply).json()) as T;
}

describeOnPostgres('dos instancias de la API sobre un PostgreSQL y un bucket', () => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let s3: S3Server;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let dataDirs: [string, string];
  let a: ServerProcess;
  let b: ServerProcess;
  let token = '';

  const query = async <Row>(sql: string): Promise<Row[]> => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  const asAdmin = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

  beforeAll(async () => {
    [compiled, s3, database] = await Promise.all([
      compileServer(),
      startS3Server(),
      freshPostgresDatabase(postgresServerUrl as string),
    ]);
    const newDataDir = () => mkdtemp(path.join(tmpdir(), 'api-instance-'));
    dataDirs = await Promise.all([newDataDir(), newDataDir()]);
    const env = (dataDir: string) => ({
      ...s3.env('instancias'),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LIST_CACHE_MS,
      JWT_SECRET: 'una-clave-compartida-de-al-menos-32-caracteres',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    // Both at once on the empty database: the first migrates and seeds, the other waits and finds it done.
    const start = (dataDir: string) => ServerProcess.start(compiled.entry, env(dataDir));
    [a, b] = await Promise.all([start(dataDirs[0]), start(dataDirs[1])]);
    const login = await a.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([database?.drop(), s3?.close(), compiled?.dispose()]);
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('arrancadas a la vez sobre la base vacía: un solo juego de migraciones y de demostración, sin errores', async () => {
    const migrations = await query<{ name: string }>('select name from kysely_migration order by name');
    expect(migrations.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    const [counts] = await query<{ bikes: number; banners: number }>(
      'select (select count(*)::int from bicicletas) as bikes, (select count(*)::int from banners) as banners',
    );
    expect(counts).toEqual({ bikes: DEMO_BICYCLES.length, banners: DEMO_BANNERS.length });
    expect({ a: a.stderr, b: b.stderr }).toEqual({ a: '', b: '' });
    for (const server of [a, b]) expect(await json(server.fetch('/api/ready'))).toEqual({ ok: true });
  });

  it('una bicicleta creada por A: el aviso de A llega por la base y B deja su caché sin esperar a que venza', async () => {
    type Page = { items: { nombre: string }[] };
    const before = await json<Page>(b.fetch('/api/bicicletas?limit=50'));
    expect(before.items.map((item) => item.nombre)).not.toContain('Creada en A');
    // A listener on the shared database, as B's own: what it hears, B hears. The 100 ms bound from A's answer to
    // B's list is measured by `npm run bench -w api` (scale.mjs), not here: a busy machine may take longer.
    const listener = new Client({ connectionString: database.url });
    await listener.connect();
    try {
      const notice = new Promise<string>((resolve) =>
        listener.on('notification', (message) => resolve(message.payload ?? '')),
      );
      await listener.query('listen api_changes');
      const created = await a.fetch('/api/bicicletas', {
        method: 'POST',
        headers: asAdmin({ 'content-type': 'application/json' }),
        body: JSON.stringify({ nombre: 'Creada en A', categoria: 'urbano' }),
      });
      expect(created.status).toBe(201);
      expect(await notice).toMatch(/ bicicletas$/);
    } finally {
      await listener.end();
    }
    // B's cache would keep its list for LIST_CACHE_MS (10 minutes): only the notice can make it change now.
    const after = await eventually(
      () => json<Page>(b.fetch('/api/bicicletas?limit=50')),
      (page) => page.items.some((item) => item.nombre === 'Creada en A'),
    );
    expect(after.items[0]?.nombre).toBe('Creada en A');
  }, 30_000);

  it('una imagen subida por A se usa y se ve a través de B, y la baja en B la guarda para deshacer', async () => {
    const form = new FormData();
    form.append('file', new Blob([await png(700, 400)], { type: 'image/png' }), 'foto.png');
    const uploaded = await json<{ url: string }>(
      a.fetch('/api/upload', { method: 'POST', headers: asAdmin(), body: form }),
    );
    expect(uploaded.url.startsWith(`${s3.endpoint}/`)).toBe(true);

    const bike = await json<{ id: number }>(
      b.fetch('/api/bicicletas', {
        method: 'POST',
        headers: asAdmin({ 'content-type': 'application/json' }),
        body: JSON.stringify({ nombre: 'Con foto de A', categoria: 'ruta' }),
      }),
    );
    const added = await b.fetch(`/api/bicicletas/${bike.id}/imagenes`, {
      method: 'POST',
      headers: asAdmin({ 'content-type': 'application/json' }),
      body: JSON.stringify({ url: uploaded.url }),
    });
    expect(added.status).toBe(201);
    const [image] = await json<{ url: string }[]>(b.fetch(`/api/bicicletas/${bike.id}/imagenes`));
    expect(image?.url).toBe(uploaded.url);
    const file = uploaded.url.slice(uploaded.url.lastIndexOf('/') + 1);
    const viaB = await b.fetch(`/uploads/${file}`);
    expect({ status: viaB.status, type: viaB.headers.get('content-type') }).toEqual({
      status: 200,
      type: 'image/webp',
    });

    const storage = s3.storage('instancias');
    const stored = async () => (await storage.list()).map((entry) => entry.file);
    expect(await stored()).toContain(file);
    expect((await b.fetch(`/api/bicicletas/${bike.id}`, { method: 'DELETE', headers: asAdmin() })).status).toBe(204);
    expect((await a.fetch(`/api/bicicletas/${bike.id}`)).status).toBe(404);
    // A deleted bicycle can be restored with its images: the bucket keeps them through the grace period.
    expect(await stored()).toContain(file);
    storage.close();
  }, 60_000);

  it('6 ingresos fallidos repartidos entre A y B llegan al mismo límite', async () => {
    const tryWrong = (server: ServerProcess) =>
      server.fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, contrasena: 'no-es-la-clave' }),
      });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await tryWrong(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 60_000);
});

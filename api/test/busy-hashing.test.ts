import { hashPassword } from '../src/features/auth/passwords';
import { LIMITS } from '../src/features/auth/sign-in-limits';
import { ensureAdmin } from '../src/features/auth/users';
import { databaseTargets, emptyTables } from './support/databases';
import { ADMIN, CLIENTE, TEST_HASHING_DEADLINE_MS, TEST_PASSWORD_COST, TestApp } from './support/test-app';

/** No hashing worker for anyone and no queue: every sign-in and registration finds the hashing busy (503)... */
const NO_HASHING = { workers: 0, queueLimit: 0, reservedWorkers: 0, deadlineMs: TEST_HASHING_DEADLINE_MS };
/** ...except those of the reserved share (administrators' and known sign-ins), which have a thread of their own. */
const RESERVED_ONLY = { workers: 0, queueLimit: 0, reservedWorkers: 1, deadlineMs: TEST_HASHING_DEADLINE_MS };

const BUSY = 'Hay demasiados ingresos y registros en curso. Probá de nuevo en unos segundos.';

describe.each(databaseTargets)('con el hashing ocupado ($name)', (target) => {
  const t = new TestApp();
  const log: string[] = [];
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await t.start(opened.db, {
      hashing: NO_HASHING,
      logger: true,
      logStream: { write: (line) => void log.push(line) },
    });
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  });
  beforeEach(async () => {
    await emptyTables(t.db);
    await ensureAdmin(t.db, ADMIN.email, await hashPassword(ADMIN.password, TEST_PASSWORD_COST));
    log.length = 0;
  });

  const signIn = (remoteAddress: string, contrasena = 'mala') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: ADMIN.email, contrasena },
    });
  const liveCounts = () =>
    t.db.query<{ key: string; hits: number }>('select key, hits from attempt_counters where hits > 0 order by key');

  it('un 503 del hashing no gasta intentos de la cuenta, pero sí de la dirección: una inundación se agota', async () => {
    const replies = [];
    for (let n = 0; n < LIMITS.address + 2; n += 1) replies.push(await signIn('203.0.113.5'));
    expect(replies.map((reply) => reply.statusCode)).toEqual([
      ...Array(LIMITS.address).fill(503),
      ...Array(2).fill(429),
    ]);
    expect(replies[0]?.json()).toEqual({ error: BUSY });
    expect(replies[0]?.headers['retry-after']).toBe('5');
    expect(await liveCounts()).toEqual([{ key: 'ingreso:direccion:203.0.113.5', hits: LIMITS.address + 2 }]);
  });

  it('un registro que contesta 503 cuenta para la dirección', async () => {
    const statuses = [];
    for (let n = 0; n < LIMITS.registrations + 2; n += 1)
      statuses.push((await t.post('/api/auth/register', { ...CLIENTE, email: `ocupado${n}@example.com` })).statusCode);
    expect(statuses).toEqual([...Array(LIMITS.registrations).fill(503), ...Array(2).fill(429)]);
  });

  it('cada dirección rechazada (503 o 429) queda en el log una sola vez, como aviso y sin traza', async () => {
    for (let n = 0; n < LIMITS.address + 5; n += 1) await signIn('203.0.113.6');
    for (let n = 0; n < 5; n += 1) await signIn('203.0.113.7');
    const entries = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = entries.filter((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('Rechazado'));
    expect(refusals.map(({ level, address, status, msg }) => ({ level, address, status, msg }))).toEqual([
      { level: 40, address: '203.0.113.6', status: 503, msg: `Rechazado: ${BUSY}` },
      { level: 40, address: '203.0.113.7', status: 503, msg: `Rechazado: ${BUSY}` },
    ]);
    expect(entries.filter((entry) => Number(entry.level) >= 50 || 'err' in entry || 'stack' in entry)).toEqual([]);
  });
});

describe.each(databaseTargets)('la parte reservada del hashing ($name)', (target) => {
  const before = new TestApp();
  const flooded = new TestApp();
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await before.start(opened.db);
    await flooded.start(opened.db, { hashing: RESERVED_ONLY });
    await emptyTables(opened.db);
    await ensureAdmin(opened.db, ADMIN.email, await hashPassword(ADMIN.password, TEST_PASSWORD_COST));
    await before.post('/api/auth/register', CLIENTE);
  }, 60_000);
  afterAll(async () => {
    await before.stop();
    await flooded.stop();
    await dispose?.();
  });

  const signIn = (app: TestApp, remoteAddress: string, email: string, contrasena: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, contrasena } });

  it('sin lugar para nadie más, entra quien ya entró desde esa dirección (lo sabe cualquier instancia, por la base)', async () => {
    const customer = (app: TestApp, address: string) => signIn(app, address, CLIENTE.email, CLIENTE.contrasena);
    expect((await customer(before, '198.51.100.20')).statusCode).toBe(200);
    expect((await customer(flooded, '198.51.100.21')).statusCode).toBe(503);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const known = await customer(flooded, '198.51.100.20');
      expect({ attempt, status: known.statusCode }).toEqual({ attempt, status: 200 });
      expect(known.json()).toMatchObject({ usuario: { email: CLIENTE.email } });
    }
    expect((await customer(flooded, '198.51.100.21')).statusCode).toBe(503);
  });

  it('una cuenta de administrador entra por la parte reservada desde cualquier dirección, aun nunca usada', async () => {
    for (const address of ['198.51.100.30', '198.51.100.31']) {
      const reply = await signIn(flooded, address, ADMIN.email, ADMIN.password);
      expect({ address, status: reply.statusCode }).toEqual({ address, status: 200 });
    }
  });
});

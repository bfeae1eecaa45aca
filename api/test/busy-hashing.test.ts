import { hashPassword } from '../src/features/auth/passwords';
import { ensureAdmin } from '../src/features/auth/users';
import { databaseTargets, emptyTables } from './support/databases';
import { ADMIN, CLIENTE, TEST_PASSWORD_COST, TestApp } from './support/test-app';

/** No hashing worker at all and no queue: every sign-in and registration finds the hashing busy (503). */
const NO_HASHING = { workers: 0, queueLimit: 0 };

describe.each(databaseTargets)('con el hashing ocupado ($name)', (target) => {
  const t = new TestApp();
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await t.start(opened.db, { hashing: NO_HASHING });
    await emptyTables(t.db);
    await ensureAdmin(t.db, ADMIN.email, await hashPassword(ADMIN.password, TEST_PASSWORD_COST));
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  });

  const liveCounts = () =>
    t.db.query<{ key: string; hits: number }>('select key, hits from attempt_counters where hits > 0');

  it('un ingreso que contesta 503 no gasta intentos de la cuenta ni de la dirección', async () => {
    const replies = [];
    for (let n = 0; n < 12; n += 1)
      replies.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ADMIN.email, contrasena: 'mala' },
        }),
      );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(12).fill(503));
    expect(replies[0]?.json()).toEqual({
      error: 'Hay demasiados ingresos y registros en curso. Probá de nuevo en unos segundos.',
    });
    expect(replies[0]?.headers['retry-after']).toBe('5');
    expect(await liveCounts()).toEqual([]);
  });

  it('un registro que contesta 503 no gasta registros de la dirección', async () => {
    for (let n = 0; n < 12; n += 1) {
      const reply = await t.post('/api/auth/register', { ...CLIENTE, email: `ocupado${n}@example.com` });
      expect(reply.statusCode).toBe(503);
    }
    expect(await liveCounts()).toEqual([]);
  });
});

import { hashPassword } from '../src/features/auth/passwords';
import { ensureAdmin } from '../src/features/auth/users';
import { databaseTargets, emptyTables } from './support/databases';
import { ADMIN, type Reply, TEST_HASHING_DEADLINE_MS, TestApp } from './support/test-app';

/**
 * The attack of bench/sign-in-flood.mjs (40 loops from 250 addresses) at a size a busy 2-core machine runs in a
 * test: LOOPS clients sending one attempt after another, each from the next of ADDRESSES addresses.
 */
const LOOPS = 8;
const ADDRESSES = 50;
const OWNER_TRIES = 4;
/** The admin's password is checked at a real cost here (16 MiB), so that one hashing thread is soon busy. */
const OWNER_HASH_COST = 14;
const OWNER = { email: ADMIN.email, contrasena: ADMIN.password };
/** One thread of each share. */
const HASHING = { workers: 1, queueLimit: 2, reservedWorkers: 1, deadlineMs: TEST_HASHING_DEADLINE_MS };

type Kind = 'ingresos' | 'registros';

describe.each(databaseTargets)('la dueña entra durante una inundación, desde una dirección nueva ($name)', (target) => {
  const t = new TestApp();
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await t.start(opened.db, { hashing: HASHING });
    await emptyTables(opened.db);
    await ensureAdmin(opened.db, ADMIN.email, await hashPassword(ADMIN.password, OWNER_HASH_COST));
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  });

  const post = (url: string, remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload });

  /** The flood, until `stopped()`: answers how many it sent, by status. */
  async function flood(kind: Kind, network: number, stopped: () => boolean, progress: (sent: number) => void) {
    const statuses: Record<number, number> = {};
    let sent = 0;
    const attempt = (n: number): Promise<Reply> => {
      const address = `10.${network}.0.${(n % ADDRESSES) + 1}`;
      return kind === 'ingresos'
        ? post('/api/auth/login', address, { email: ADMIN.email, contrasena: 'equivocada' })
        : post('/api/auth/register', address, {
            nombre: 'Inundación',
            email: `inundacion${network}-${n}@example.com`,
            dni: '30111222',
            contrasena: 'secreta-123',
          });
    };
    await Promise.all(
      Array.from({ length: LOOPS }, async () => {
        while (!stopped()) {
          const reply = await attempt((sent += 1));
          statuses[reply.statusCode] = (statuses[reply.statusCode] ?? 0) + 1;
          progress(sent);
        }
      }),
    );
    return statuses;
  }

  it.each<[Kind, number, number[]]>([
    ['ingresos', 1, [401, 429, 503]],
    ['registros', 2, [201, 429, 503]],
  ])(
    '%s: cada intento de la dueña entra; la inundación recibe sus respuestas, ninguna se cuelga',
    async (kind, network, expected) => {
      let done = false;
      let underWay: () => void = () => undefined;
      // Every address has been used once before the owner tries: her new address is the one that failed least.
      const pastFirstRound = new Promise<void>((resolve) => (underWay = resolve));
      const attack = flood(
        kind,
        network,
        () => done,
        (sent) => sent > 2 * ADDRESSES && underWay(),
      );
      await pastFirstRound;
      const owner: number[] = [];
      for (let n = 0; n < OWNER_TRIES; n += 1)
        owner.push((await post('/api/auth/login', `192.0.2.${network * 10 + n}`, OWNER)).statusCode);
      done = true;
      const statuses = await attack;

      expect(owner).toEqual(Array.from({ length: OWNER_TRIES }, () => 200));
      expect(Object.keys(statuses).map(Number)).toEqual(expect.arrayContaining(expected.slice(0, 1)));
      expect(
        Object.keys(statuses)
          .map(Number)
          .filter((status) => !expected.includes(status)),
      ).toEqual([]);
    },
    // A busy 2-core machine runs the flood's hundreds of requests slowly; only an answer to each is asserted.
    180_000,
  );
});

import { request as httpRequest } from 'node:http';
import { BUSY_SECONDS } from '../src/features/auth/hashing-pool';
import { LIMITS } from '../src/features/auth/sign-in-limits';
import { png } from './support/files';
import { compileServer, ServerProcess } from './support/server-process';
import { STORAGES, type Storage } from './support/storages';

/**
 * Against the real server process on a random port, as an attacker would try it: clients bound to other loopback
 * addresses (127.0.0.2, 127.0.1.x) stand for other machines.
 */

const OWNER = { email: 'duena@example.com', password: 'clave-de-la-duena-123' };

interface Answer {
  status: number;
  body: string;
}

/** A request sent from `localAddress`, so the server sees that client address. */
function send(server: ServerProcess, localAddress: string, method: string, path: string, body?: unknown) {
  const url = new URL(path, server.baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        localAddress,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const signIn = (server: ServerProcess, from: string, contrasena: string) =>
  send(server, from, 'POST', '/api/auth/login', { email: OWNER.email, contrasena });

/**
 * The owner signing in as a person does: a 503 (the machine too busy to hash within the deadline) says to try again
 * after Retry-After, and she does, twice at most. A refusal of her address (429) or a third 503 fails.
 */
async function ownerSignsIn(server: ServerProcess, from: string): Promise<Answer> {
  let answer = await signIn(server, from, OWNER.password);
  for (let retry = 0; retry < 2 && answer.status === 503; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * BUSY_SECONDS));
    answer = await signIn(server, from, OWNER.password);
  }
  return answer;
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((count, answer) => {
    count[answer.status] = (count[answer.status] ?? 0) + 1;
    return count;
  }, {});

async function uploadAsOwner(server: ServerProcess, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await png()]), 'foto.png');
  const reply = await server.fetch('/api/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { url: string }).url;
}

describe.each(STORAGES)('ataques contra el servidor real ($name)', (storage: Storage) => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let prepared: Awaited<ReturnType<Storage['prepare']>>;
  let server: ServerProcess;

  beforeAll(async () => {
    [compiled, prepared] = await Promise.all([compileServer(), storage.prepare()]);
    server = await ServerProcess.start(
      compiled.entry,
      {
        ...prepared.env,
        JWT_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
      },
      120_000,
    );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await prepared?.dispose();
    await compiled?.dispose();
  }, 30_000);

  it('40 contraseñas equivocadas en paralelo desde 127.0.0.2: a lo sumo 5 × 401, y la dueña entra desde 127.0.0.1', async () => {
    expect((await ownerSignsIn(server, '127.0.0.1')).status).toBe(200);
    const attack = await Promise.all(Array.from({ length: 40 }, () => signIn(server, '127.0.0.2', 'equivocada')));
    const count = tally(attack);
    expect(count[401] ?? 0).toBeLessThanOrEqual(LIMITS.pair);
    // The rest are refused: by the pair's limit (429), or told to come back after waiting too long for a thread (503).
    expect((count[401] ?? 0) + (count[429] ?? 0) + (count[503] ?? 0)).toBe(40);
    expect((await signIn(server, '127.0.0.2', OWNER.password)).status).toBe(429);
    expect((await ownerSignsIn(server, '127.0.0.1')).status).toBe(200);
  }, 90_000);

  it('un ataque desde 25 direcciones frena a las que ya fallaron; la dueña entra desde una dirección nueva', async () => {
    const attackers = Array.from({ length: 25 }, (_, n) => `127.0.2.${n + 1}`);
    // Each round's 25 hashes fit the two workers and their queue of 16 only in part: the rest are told to come
    // back (503) and not counted against the account, so each address tries until it was answered. On a slow
    // machine an address can spend its own allowance on those retries first: then it is refused (429), and done.
    const failEach = async (times: number) => {
      const tries = new Map(attackers.map((address) => [address, 0]));
      const sent = new Map(attackers.map((address) => [address, 0]));
      while ([...tries.values()].some((n) => n < times)) {
        const pending = attackers.filter((address) => (tries.get(address) ?? 0) < times);
        const answers = await Promise.all(pending.map((address) => signIn(server, address, 'equivocada')));
        answers.forEach((answer, index) => {
          const address = pending[index] as string;
          sent.set(address, (sent.get(address) ?? 0) + 1);
          if (answer.status === 429) {
            expect(sent.get(address)).toBeGreaterThan(LIMITS.address);
            tries.set(address, times);
          } else expect([401, 503]).toContain(answer.status);
          if (answer.status === 401) tries.set(address, (tries.get(address) ?? 0) + 1);
        });
      }
    };
    await failEach(LIMITS.pressuredPair);
    const slowed = tally(await Promise.all(attackers.map((address) => signIn(server, address, 'equivocada'))));
    expect(slowed).toEqual({ 429: attackers.length });
    expect((await signIn(server, '127.0.2.1', OWNER.password)).status).toBe(429);

    expect((await signIn(server, '127.0.3.1', 'me-equivoqué')).status).toBe(401);
    expect((await ownerSignsIn(server, '127.0.3.1')).status).toBe(200);
    expect((await ownerSignsIn(server, '127.0.3.2')).status).toBe(200);
    expect((await ownerSignsIn(server, '127.0.0.1')).status).toBe(200);
    // Rounds of 25 hashes on two workers: on a busy 2-core machine (CI, another suite hashing) this took over 120 s.
  }, 240_000);

  it('mientras corren 40 registros, las imágenes y los listados contestan antes de que terminen', async () => {
    const login = await ownerSignsIn(server, '127.0.0.1');
    const image = await uploadAsOwner(server, (JSON.parse(login.body) as { token: string }).token);
    let pending = 40;
    const registrations = Array.from({ length: 40 }, (_, n) =>
      send(server, `127.0.1.${n + 1}`, 'POST', '/api/auth/register', {
        nombre: 'Masiva',
        email: `masiva${n}@example.com`,
        dni: '30111222',
        contrasena: 'secreta-123',
      }).finally(() => (pending -= 1)),
    );
    const reads: Answer[] = [];
    for (let round = 0; round < 5; round += 1) {
      reads.push(await send(server, '127.0.0.1', 'GET', image));
      reads.push(await send(server, '127.0.0.1', 'GET', '/api/bicicletas?limit=15&page=1'));
      reads.push(await send(server, '127.0.0.1', 'GET', `/api/accesorios?sort=nombre_asc&page=${round + 1}`));
    }
    const stillHashing = pending;
    const answers = await Promise.all(registrations);
    expect(reads.map((read) => read.status)).toEqual(Array(15).fill(200));
    expect(stillHashing).toBeGreaterThan(0);
    // Accepted ones were hashed; the rest found the hashing queue full, or waited past the hash's deadline, and
    // were told to come back (503). On a busy machine every hash can pass its deadline: how many is not the point.
    const count = tally(answers);
    expect((count[201] ?? 0) + (count[503] ?? 0)).toBe(40);
  }, 120_000);
});

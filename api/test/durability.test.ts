import { compileServer, ServerProcess } from './support/server-process';
import { STORAGES, type Storage } from './support/storages';

const ADMIN = { email: 'durable@example.com', password: 'clave-durable-123' };
const WRITERS = 8;
/** The process is killed once this many writes were answered, with more still on the way. */
const KILL_AFTER = 40;

async function signIn(server: ServerProcess): Promise<string> {
  const reply = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** Writers creating accessories until the server dies: what was confirmed as saved (201), and how many were cut. */
async function writeUntilKilled(server: ServerProcess, token: string) {
  const saved = new Map<number, string>();
  let cut = 0;
  let sent = 0;
  let killing: Promise<void> | null = null;
  const writer = async () => {
    while (!server.exited) {
      const nombre = `Durable ${(sent += 1)}`;
      let reply: Response;
      let answer: { id?: number; error?: string };
      try {
        reply = await server.fetch('/api/accesorios', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ nombre, categoria: 'otros' }),
        });
        answer = (await reply.json()) as typeof answer;
      } catch {
        // The connection died with the process: this write was never confirmed.
        cut += 1;
        continue;
      }
      if (reply.status !== 201 || answer.id === undefined)
        throw new Error(`Alta rechazada antes de matar la API: ${reply.status} ${answer.error}`);
      saved.set(answer.id, nombre);
      if (saved.size >= KILL_AFTER && !killing) killing = server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await killing;
  return { saved, cut };
}

describe.each(STORAGES)('la API muerta con SIGKILL a mitad de escrituras ($name)', (storage) => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let prepared: Awaited<ReturnType<Storage['prepare']>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    [compiled, prepared] = await Promise.all([compileServer(), storage.prepare()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await prepared?.dispose();
    await compiled?.dispose();
  }, 30_000);

  const start = async () => {
    const server = await ServerProcess.start(compiled.entry, {
      ...prepared.env,
      JWT_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    return server;
  };

  it('reabre la base y conserva cada escritura que contestó 201', async () => {
    const first = await start();
    const { saved, cut } = await writeUntilKilled(first, await signIn(first));
    expect(saved.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cut).toBeGreaterThan(0);

    const second = await start();
    const token = await signIn(second);
    const list = await second.fetch('/api/accesorios?limit=100&sort=nombre_asc', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { total } = (await list.json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(saved.size);
    const missing: number[] = [];
    for (const [id, nombre] of saved) {
      const reply = await second.fetch(`/api/accesorios/${id}`);
      if (reply.status !== 200 || ((await reply.json()) as { nombre: string }).nombre !== nombre) missing.push(id);
    }
    expect(missing).toEqual([]);

    const after = await second.fetch('/api/accesorios', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nombre: 'Después del reinicio', categoria: 'otros' }),
    });
    expect(after.status).toBe(201);
  }, 240_000);
});

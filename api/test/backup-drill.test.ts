import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, postgresServerUrl } from './support/databases';
import { fileUpload, png } from './support/files';
import { compileServer, ServerProcess } from './support/server-process';
import { STORAGES, type Storage } from './support/storages';

const ADMIN = { email: 'copias@example.com', password: 'clave-de-copias-123' };
const SECRET = 'una-clave-de-prueba-de-al-menos-32-caracteres';
const WRITERS = 20;
/** The backup starts once this many writes were answered; the writers go on while it is taken. */
const BACKUP_AFTER = 40;
/** Every this many accessories, the writer also uploads an image and adds it to the accessory. */
const IMAGE_EVERY = 4;
/** The writers stop once the backup is taken or after this many writes, whichever comes first. */
const MOST_WRITES = 300;

interface Saved {
  id: number;
  nombre: string;
  /** The image added to it, once that write was answered. */
  image: string | null;
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the compiled commands (`backup.js`, `restore.js`) with `env` and `args`, as npm would. */
function runCommand(entry: string, command: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [path.join(path.dirname(entry), command), ...args], {
    env: { ...process.env, NODE_ENV: 'test', JWT_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const finished: Finished = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (finished.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (finished.stderr += chunk.toString()));
  return new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ ...finished, code })));
}

/** An empty place to restore into: a new data folder and, with PostgreSQL, a new database. */
async function emptyTarget(storage: Storage): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-restaurada-'));
  if (storage.name !== 'PostgreSQL' || !postgresServerUrl)
    return { env: { DATA_DIR: dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  const fresh = await freshPostgresDatabase(postgresServerUrl);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    dispose: async () => {
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(server: ServerProcess): Promise<string> {
  const reply = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** Admin writes, answered as `expected` or thrown with the API's error. */
async function write<T>(server: ServerProcess, token: string, url: string, body: Buffer | string, type: string) {
  const reply = await server.fetch(url, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await reply.json()) as T & { error?: string };
  if (reply.status !== 201) throw new Error(`${url} contestó ${reply.status}: ${answer.error}`);
  return answer;
}

/**
 * WRITERS writers add accessories (every IMAGE_EVERY one with an uploaded image) until `backup` finishes; `backup`
 * starts once BACKUP_AFTER writes were answered. Answers what was answered before the backup started.
 */
async function writeAroundBackup(server: ServerProcess, token: string, backup: () => Promise<void>) {
  const saved = new Map<number, Saved>();
  const image = await png();
  let sent = 0;
  let backingUp: Promise<void> | null = null;
  let answeredBefore: Saved[] = [];
  let done = false;
  const writer = async () => {
    while (!done && sent < MOST_WRITES) {
      const nombre = `Copia ${(sent += 1)}`;
      const { id } = await write<{ id: number }>(
        server,
        token,
        '/api/accesorios',
        JSON.stringify({ nombre, categoria: 'otros' }),
        'application/json',
      );
      saved.set(id, { id, nombre, image: null });
      if (sent % IMAGE_EVERY === 0) {
        const upload = fileUpload(image, 'foto.png', 'image/png');
        const { url } = await write<{ url: string }>(server, token, '/api/upload', upload.body, upload.contentType);
        await write(server, token, `/api/accesorios/${id}/imagenes`, JSON.stringify({ url }), 'application/json');
        saved.set(id, { id, nombre, image: url });
      }
      if (saved.size >= BACKUP_AFTER && !backingUp) {
        answeredBefore = [...saved.values()].map((entry) => ({ ...entry }));
        backingUp = backup().finally(() => {
          done = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await backingUp;
  return { answeredBefore, answered: saved.size };
}

describe.each(STORAGES)('simulacro: copia con escrituras en curso y restauración ($name)', (storage) => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let prepared: Awaited<ReturnType<Storage['prepare']>>;
  let target: Awaited<ReturnType<typeof emptyTarget>>;
  let backupDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    [compiled, prepared, target, backupDir] = await Promise.all([
      compileServer(),
      storage.prepare(),
      emptyTarget(storage),
      mkdtemp(path.join(tmpdir(), 'api-copias-')),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await prepared?.dispose();
    await target?.dispose();
    await compiled?.dispose();
    if (backupDir) await rm(backupDir, { recursive: true, force: true });
  }, 60_000);

  const start = async (env: Record<string, string>) => {
    const server = await ServerProcess.start(compiled.entry, {
      ...env,
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_EVERY: 'off',
      BACKUP_DIR: backupDir,
    });
    servers.push(server);
    return server;
  };

  it('restaura cada escritura contestada antes de la copia, con sus imágenes, y la API la sirve', async () => {
    const source = await start(prepared.env);
    let backup: Finished | null = null;
    const { answeredBefore, answered } = await writeAroundBackup(source, await signIn(source), async () => {
      backup = await runCommand(compiled.entry, 'backup.js', { ...prepared.env, BACKUP_DIR: backupDir });
    });
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('Copia guardada') });
    expect(answered).toBeGreaterThan(answeredBefore.length);
    expect(answeredBefore.filter((entry) => entry.image).length).toBeGreaterThan(0);
    await source.stop();

    const [archive] = await readdir(backupDir);
    const archivePath = path.join(backupDir, archive ?? '');
    const restored = await runCommand(compiled.entry, 'restore.js', target.env, [archivePath]);
    expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(/accesorios +\d+/);
    expect(restored.stdout).toMatch(/Imágenes: \d+ archivos/);

    const again = await runCommand(compiled.entry, 'restore.js', target.env, [archivePath]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('usá --force');

    const server = await start(target.env);
    const missing: string[] = [];
    for (const { id, nombre, image } of answeredBefore) {
      const detail = await server.fetch(`/api/accesorios/${id}`);
      if (detail.status !== 200 || ((await detail.json()) as { nombre: string }).nombre !== nombre)
        missing.push(`accesorio ${id}`);
      if (!image) continue;
      const images = (await (await server.fetch(`/api/accesorios/${id}/imagenes`)).json()) as { url: string }[];
      if (!images.some(({ url }) => url === image)) missing.push(`imagen de ${id}`);
      if ((await server.fetch(image)).status !== 200) missing.push(`archivo ${image}`);
    }
    expect(missing).toEqual([]);

    const list = await server.fetch('/api/accesorios?limit=5');
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: number }[] };
    expect(items.length).toBeGreaterThan(0);
    expect((await server.fetch(`/api/accesorios/${items[0]?.id}`)).status).toBe(200);
  }, 300_000);
});

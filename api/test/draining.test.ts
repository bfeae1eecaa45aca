import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileServer, ServerProcess } from './support/server-process';

const ADMIN = { email: 'drenaje@example.com', password: 'clave-drenaje-123' };
const IN_FLIGHT = 50;

interface Pending {
  /** Sends the body: the server has had the request since it answered "100 Continue". */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** A write whose headers the server already read (it said "100 Continue") while its body has not been sent yet. */
function startWrite(server: ServerProcess, token: string, nombre: string): Promise<Pending> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ nombre, categoria: 'otros' });
    const pending = request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/accesorios',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      pending.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
      });
      pending.on('error', fail);
    });
    pending.on('error', reject);
    pending.on('continue', () => resolve({ finish: () => pending.end(body), answer }));
    pending.flushHeaders();
  });
}

describe('SIGTERM con pedidos en curso', () => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let dataDir: string;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    [compiled, dataDir] = await Promise.all([compileServer(), mkdtemp(path.join(tmpdir(), 'api-drain-'))]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await compiled?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(`deja de aceptar conexiones, termina los ${IN_FLIGHT} pedidos en curso y sale con 0`, async () => {
    server = await ServerProcess.start(compiled.entry, {
      DATA_DIR: dataDir,
      JWT_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const writes = await Promise.all(
      Array.from({ length: IN_FLIGHT }, (_, index) => startWrite(server as ServerProcess, token, `En curso ${index}`)),
    );

    server.signal('SIGTERM');
    // Once it stops listening, a new connection is refused; the ones in flight stay open.
    await expect(
      (async () => {
        for (;;) {
          await fetch(`${server.baseUrl}/api/health`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })(),
    ).rejects.toThrow();

    writes.forEach((write) => write.finish());
    const answers = await Promise.all(writes.map((write) => write.answer));
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    expect(await server.exitCode).toBe(0);
    expect(server.stderr).toBe('');
  }, 240_000);
});

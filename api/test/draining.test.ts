import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileServer, ServerProcess } from './support/server-process';
import { STORAGES, type Storage } from './support/storages';

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

  it(`deja de aceptar conexiones, termina los ${IN_FLIGHT} pedidos en curso, cierra la conexión que no pidió nada y sale con 0`, async () => {
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

    // A connection that never sends a byte, as a browser or a balancer opens one ahead: it must not hold the close.
    const preconnected = connect(server.port, '127.0.0.1');
    preconnected.on('error', () => undefined);
    await new Promise((resolve) => preconnected.once('connect', resolve));

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

interface Outcome {
  status: number;
  connection: string | undefined;
  error?: string;
  /** Sent on a connection kept alive from an earlier answer. */
  reused?: boolean;
}

/** One request; a connection refused or cut is an outcome too (its error code), not a failure of the test. */
function call(
  server: ServerProcess,
  method: string,
  pathname: string,
  agent: Agent | false,
  token?: string,
  body?: unknown,
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Outcome>((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: pathname,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection }),
        );
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, connection: undefined, error: error.code ?? error.message, reused: outgoing.reusedSocket }),
    );
    outgoing.end(payload);
  });
}

describe.each(STORAGES)('SIGTERM detrás de un balanceador ($name)', (storage: Storage) => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let prepared: Awaited<ReturnType<Storage['prepare']>>;
  let server: ServerProcess | null = null;
  let keepAlive: Agent | null = null;

  beforeAll(async () => {
    [compiled, prepared] = await Promise.all([compileServer(), storage.prepare()]);
  }, 60_000);
  afterAll(async () => {
    keepAlive?.destroy();
    await server?.stop('SIGKILL');
    await prepared?.dispose();
    await compiled?.dispose();
  }, 30_000);

  it(`/api/ready contesta 503 enseguida, los ${IN_FLIGHT} pedidos enviados con la señal y los de conexiones keep-alive se contestan, y sale con 0`, async () => {
    server = await ServerProcess.start(
      compiled.entry,
      {
        ...prepared.env,
        SHUTDOWN_DELAY_MS: '3000',
        JWT_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      120_000,
    );
    const running = server;
    const login = await running.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    // Ten keep-alive connections, as a load balancer keeps, each already used once.
    keepAlive = new Agent({ keepAlive: true, maxSockets: 10 });
    const agent = keepAlive;
    await Promise.all(Array.from({ length: 10 }, () => call(running, 'GET', '/api/health', agent)));

    running.signal('SIGTERM');
    const writes = Array.from({ length: IN_FLIGHT }, (_, n) =>
      call(running, 'POST', '/api/accesorios', false, token, { nombre: `Al apagar ${n}`, categoria: 'otros' }),
    );
    // Each keep-alive client goes on asking until the server stops accepting connections.
    const clients = Array.from({ length: 10 }, async () => {
      const outcomes: Outcome[] = [];
      for (;;) {
        const outcome = await call(running, 'GET', '/api/accesorios?limit=5', agent);
        outcomes.push(outcome);
        if (outcome.status === 0) return outcomes;
      }
    });
    let ready: Outcome;
    do ready = await call(running, 'GET', '/api/ready', false);
    while (ready.status === 200);

    expect(ready).toEqual({ status: 503, connection: 'close' });
    expect((await Promise.all(writes)).filter((write) => write.status !== 201)).toEqual([]);
    const asked = (await Promise.all(clients)).flat();
    // These clients, unlike a load balancer, go on opening connections after the delay: one opened just as the
    // listener closes is refused or reset. What must not happen is a request sent on a kept-alive connection being
    // cut: from the signal each answer closes its connection, so none is reused into the close.
    const raced = (outcome: Outcome) =>
      outcome.reused === false && (outcome.error === 'ECONNREFUSED' || outcome.error === 'ECONNRESET');
    expect(asked.filter((outcome) => outcome.status !== 200 && !raced(outcome))).toEqual([]);
    expect(asked.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(10);
    expect(await running.exitCode).toBe(0);
    expect(running.stderr).toBe('');
  }, 240_000);
});

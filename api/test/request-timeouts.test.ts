import { connect } from 'node:net';
import { compileServer, ServerProcess } from './support/server-process';
import { STORAGES } from './support/storages';

/**
 * 200 connections that declared `Content-Length: 100` and sent 4 bytes were still open after 95 s. Against
 * the real server with short deadlines (BODY_TIMEOUT_MS, REQUEST_TIMEOUT_MS): each such connection gets a 408 with a
 * Spanish `error` and is closed by the server.
 */

const ADMIN = { email: 'plazos@example.com', password: 'clave-de-los-plazos-123' };

/** Writes `text` on a new connection and answers everything the server sent until it closed the connection. */
function untilClosed(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const statusOf = (answer: string) => answer.split(' ')[1];
const errorOf = (answer: string) =>
  (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string }).error;

describe('plazos de pedido y de cuerpo', () => {
  let compiled: Awaited<ReturnType<typeof compileServer>>;
  let prepared: Awaited<ReturnType<(typeof STORAGES)[number]['prepare']>>;
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    [compiled, prepared] = await Promise.all([compileServer(), (STORAGES[0] as (typeof STORAGES)[number]).prepare()]);
    server = await ServerProcess.start(
      compiled.entry,
      {
        ...prepared.env,
        BODY_TIMEOUT_MS: '500',
        REQUEST_TIMEOUT_MS: '1500',
        JWT_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      120_000,
    );
    const login = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await prepared?.dispose();
    await compiled?.dispose();
  }, 30_000);

  it('50 cuerpos JSON que anuncian 100 bytes y mandan 4: 408 en español y la conexión se cierra', async () => {
    const partial =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em';
    const answers = await Promise.all(Array.from({ length: 50 }, () => untilClosed(server.port, partial)));
    for (const answer of answers)
      expect({ status: statusOf(answer), error: errorOf(answer) }).toEqual({
        status: '408',
        error: 'El cuerpo de la solicitud tardó demasiado en llegar.',
      });
    expect((await server.fetch('/api/health')).status).toBe(200);
  }, 60_000);

  it('una subida cortada y unos encabezados que no terminan: 408 en español y la conexión se cierra', async () => {
    const upload =
      `POST /api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 10000\r\n\r\n--x\r\n' +
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG';
    const headers = 'GET /api/health HTTP/1.1\r\nHost: x\r\n';
    for (const answer of await Promise.all([untilClosed(server.port, upload), untilClosed(server.port, headers)]))
      expect({ status: statusOf(answer), error: errorOf(answer) }).toEqual({
        status: '408',
        error: 'La solicitud tardó demasiado en llegar.',
      });
  }, 60_000);

  it('un cuerpo que no se lee (tipo no admitido) contesta 415 y su plazo no tumba el servidor', async () => {
    const unread =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: 100\r\n\r\n<a>';
    const answer = await untilClosed(server.port, unread);
    expect(answer.match(/^HTTP\/1\.1 \d+/gm)).toEqual(['HTTP/1.1 415']);
    expect(errorOf(answer)).toBe('Tipo de contenido no admitido: enviá JSON.');
    expect((await server.fetch('/api/health')).status).toBe(200);
    expect(server.stderr).toBe('');
  }, 60_000);
});

import { connect, type AddressInfo } from 'node:net';

export interface Exchange {
  /** The answer's status and headers (names in lower case); rejected when the connection ends without one. */
  answer: Promise<{ status: number; headers: Record<string, string> }>;
  /** Settles once the connection is closed. */
  closed: Promise<void>;
}

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]), headers };
}

/**
 * One request (its raw HTTP/1.1 text) to a server of this process over its own connection, which stays open
 * after the answer unless the server closes it. A socket: the tests' MSW intercepts Node's HTTP clients.
 */
export function send(port: number, request: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  const answer = new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) resolve(parseHead(received.slice(0, end)));
    });
    socket.on('error', reject);
    void closed.then(() => reject(new Error('Conexión cerrada sin respuesta')));
  });
  socket.write(request);
  return { answer, closed };
}

export function get(port: number, path: string): Exchange {
  return send(port, `GET ${path} HTTP/1.1\r\nHost: tienda.test\r\n\r\n`);
}

/** Whether the server still takes new connections. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The port a listening server was given. */
export function portOf(address: AddressInfo | string | null): number {
  return typeof address === 'object' && address ? address.port : 0;
}

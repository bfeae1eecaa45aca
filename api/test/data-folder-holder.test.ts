import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { askHoldingApi, DataFolderBusyError, holdDataFolder } from '../src/features/backups/data-folder-holder';

const HOLDER_FILE = 'en-uso.json';

describe('quién tiene la carpeta de datos de PGlite', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-en-uso-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** Another process that stays alive until killed. */
  function otherProcess() {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const ended = new Promise((resolve) => child.once('exit', resolve));
    return { pid: child.pid ?? 0, end: () => (child.kill('SIGKILL'), ended) };
  }

  it('no se abre mientras otro proceso vivo la tiene, y sí cuando ese proceso terminó sin soltarla', async () => {
    const other = otherProcess();
    const holder = { pid: other.pid, url: 'http://127.0.0.1:4000', key: 'clave' };
    await writeFile(path.join(dataDir, HOLDER_FILE), JSON.stringify(holder));

    await expect(holdDataFolder(dataDir)).rejects.toThrow(DataFolderBusyError);
    await expect(holdDataFolder(dataDir)).rejects.toThrow(
      `La carpeta de datos ${dataDir} está en uso por el proceso ${other.pid} (la API, en http://127.0.0.1:4000).`,
    );

    await other.end();
    const hold = await holdDataFolder(dataDir, 'mi-clave');
    expect(JSON.parse(await readFile(path.join(dataDir, HOLDER_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      url: null,
      key: 'mi-clave',
    });
    await hold.announce('http://127.0.0.1:4555');
    expect(JSON.parse(await readFile(path.join(dataDir, HOLDER_FILE), 'utf8'))).toMatchObject({
      url: 'http://127.0.0.1:4555',
    });
    await hold.release();
    await expect(readFile(path.join(dataDir, HOLDER_FILE))).rejects.toThrow(/ENOENT/);
  });
});

describe('la copia pedida a la API en marcha', () => {
  /** Asks a server that answers `status` and `body` for a backup, and closes it. */
  async function askServerAnswering(status: number, body: unknown) {
    const server = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await askHoldingApi(`http://127.0.0.1:${port}`, 'clave');
    } finally {
      server.close();
    }
  }

  it('se acepta con la forma de una copia; otra forma o un error se rechazan diciendo qué llegó', async () => {
    const copia = { archivo: 'copia-20261129-010000-000.tar.gz', fecha: '2026-11-29T01:00:00.000Z', bytes: 10 };
    await expect(askServerAnswering(201, copia)).resolves.toEqual(copia);
    await expect(askServerAnswering(201, { ok: true })).rejects.toThrow(
      'La API en marcha contestó algo que no es una copia: {"ok":true}',
    );
    await expect(askServerAnswering(409, { error: 'Ya hay una copia en curso.' })).rejects.toThrow(
      'La API en marcha no tomó la copia: Ya hay una copia en curso.',
    );
  });
});

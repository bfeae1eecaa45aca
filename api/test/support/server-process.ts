import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { transformFile } from '@swc/core';

const API_DIR = path.resolve(__dirname, '../..');
const SOURCES = path.join(API_DIR, 'src');
/** Inside the API's package, so the compiled server finds its packages as `dist/server.js` does (api's own first). */
const BUILDS = path.join(API_DIR, 'node_modules', '.cache', 'api-server-process');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
}

const CONTRACT_SOURCES = path.resolve(API_DIR, '../contract/src');

async function compileTree(sources: string, outDir: string): Promise<void> {
  for (const file of await sourceFiles(sources)) {
    const { code } = await transformFile(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    const target = path.join(outDir, path.relative(sources, file)).replace(/\.ts$/, '.js');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, code);
  }
}

/**
 * The API's sources compiled to CommonJS with swc (well under a second): the real server, without a build step. The
 * contract is compiled beside it, as the package the server requires, so a clone runs these tests before any build.
 */
export async function compileServer(): Promise<{ entry: string; dispose: () => Promise<void> }> {
  await mkdir(BUILDS, { recursive: true });
  const outDir = await mkdtemp(path.join(BUILDS, 'build-'));
  const contractDir = path.join(outDir, 'node_modules', '@shop', 'contract');
  await Promise.all([compileTree(SOURCES, outDir), compileTree(CONTRACT_SOURCES, contractDir)]);
  await writeFile(path.join(contractDir, 'package.json'), JSON.stringify({ name: '@shop/contract', main: 'index.js' }));
  return { entry: path.join(outDir, 'server.js'), dispose: () => rm(outDir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running `node server.js` with its own environment; `stderr` keeps what it printed, for failures. */
export class ServerProcess {
  readonly baseUrl: string;
  readonly port: number;
  stderr = '';
  /** The exit code once the process ended (null when a signal killed it). */
  readonly exitCode: Promise<number | null>;
  readonly #child: ChildProcess;

  private constructor(child: ChildProcess, port: number) {
    this.#child = child;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.exitCode = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  static async start(entry: string, env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const server = new ServerProcess(child, port);
    try {
      await server.#waitUntilHealthy(timeoutMs);
    } catch (error: unknown) {
      await server.stop('SIGKILL');
      throw error;
    }
    return server;
  }

  get exited(): boolean {
    return this.#child.exitCode !== null || this.#child.signalCode !== null;
  }

  async #waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`La API terminó al arrancar: ${this.stderr}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`La API no respondió en ${timeoutMs} ms: ${this.stderr}`);
  }

  /** Sends `signal` without waiting for the process to end. */
  signal(signal: NodeJS.Signals): void {
    this.#child.kill(signal);
  }

  /** Ends the process with `signal` and waits until it is gone. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      this.#child.once('exit', () => resolve());
      this.#child.kill(signal);
    });
  }

  fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.baseUrl}${pathname}`, init);
  }
}

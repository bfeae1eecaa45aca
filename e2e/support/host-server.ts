import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

export interface RemoteEntry {
  name: string;
  entry: string;
  routes: string[];
}

/**
 * A second host server, started from the same build with its own remotes.json (in a copy of
 * host/dist): what a deployment does when it points the host at other remote addresses.
 */
export class HostServer {
  private child: ChildProcess | null = null;
  /** Its copy of host/dist, with its own remotes.json (its HOST_DIST_DIR). */
  readonly dir = mkdtempSync(path.join(tmpdir(), 'host-dist-'));

  constructor(readonly port: number) {
    cpSync(path.join(root, 'host', 'dist'), this.dir, { recursive: true });
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Writes its remotes.json, as an operator edits the deployed file; a running server reads it again. */
  setRemotes(remotes: RemoteEntry[]): void {
    writeFileSync(path.join(this.dir, 'remotes.json'), JSON.stringify({ remotes }));
  }

  /** Starts it with the test's environment and `env` (SHUTDOWN_DELAY_MS, HTML_CACHE_MS…). */
  async start(env: Record<string, string> = {}): Promise<void> {
    this.child = spawn(process.execPath, [path.join(root, 'host', 'dist-server', 'main.js')], {
      env: { ...process.env, ...env, HOST_DIST_DIR: this.dir, HOST_PORT: String(this.port) },
      stdio: 'ignore',
    });
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`El host de prueba terminó (${this.child.exitCode})`);
      const ready = await fetch(`${this.url}/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => {
        rmSync(this.dir, { recursive: true, force: true });
        resolve(code);
      });
      child.kill('SIGTERM');
    });
  }
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * A remote's address whose files come from a build folder (swappable, as a redeploy swaps them),
 * except for the paths given a fault (a script that throws, or no answer at all).
 */
export class RemoteDeployment {
  private release: Handler;
  private readonly faults = new Map<string, Handler>();
  private server: Server | null = null;
  private readonly held: http.ServerResponse[] = [];

  constructor(
    readonly port: number,
    private readonly serve: (dir: string) => Handler,
    dir: string,
  ) {
    this.release = serve(dir);
  }

  get manifest(): string {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  deploy(dir: string): void {
    this.release = this.serve(dir);
  }

  throwsAt(pathname: string): void {
    this.faults.set(pathname, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end('throw new Error("roto");');
    });
  }

  hangsAt(pathname: string): void {
    this.faults.set(pathname, (_req, res) => void this.held.push(res));
  }

  async listen(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const fault = this.faults.get(new URL(req.url ?? '/', 'http://x').pathname);
      (fault ?? this.release)(req, res);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, resolve));
  }

  close(): Promise<void> {
    for (const res of this.held.splice(0)) res.destroy();
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

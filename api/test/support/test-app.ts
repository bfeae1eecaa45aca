import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppConfig, buildApp, DEFAULT_HASHING } from '../../src/app';
import { openChangeFeed } from '../../src/db/change-feed';
import type { Database } from '../../src/db/types';
import { hashPassword } from '../../src/features/auth/passwords';
import { ensureAdmin } from '../../src/features/auth/users';
import type { BackupRouteOptions } from '../../src/features/backups/backup-routes';
import { createLocalStorage } from '../../src/features/images/storage/local-storage';
import type { MediaStorage } from '../../src/features/images/storage/media-storage';
import { mentionedImage, sweepReleasedUploads } from '../../src/features/images/upload-references';
import { type DatabaseTarget, emptyTables } from './databases';
import { fileUpload, png } from './files';

export const TEST_SECRET = 'test-secret-with-at-least-thirty-two-characters';
export const ALLOWED_ORIGIN = 'http://localhost:3000';
/** scrypt at 2^10 instead of 2^17: the same code path, a hundred times faster. */
export const TEST_PASSWORD_COST = 10;

export const ONE_DAY = 24 * 60 * 60 * 1000;
/** How long a hash may take in tests before the pool answers 503 (hashing-pool.test.ts checks the deadline itself). */
export const TEST_HASHING_DEADLINE_MS = 60_000;

export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };
export const CLIENTE = { nombre: 'Clara Cliente', email: 'clara@example.com', dni: '30111222', contrasena: 'secreta1' };

/** The routes that end the caller's sessions. */
const ENDS_SESSIONS = new Set(['/api/auth/logout', '/api/auth/logout-all']);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Reply = LightMyRequestResponse;

/** What a test may change of the app's configuration; the storage is a local folder unless one is given. */
export type TestAppOptions = Pick<
  AppConfig,
  | 'listCacheMs'
  | 'eventsEnabled'
  | 'trustProxy'
  | 'hashing'
  | 'logger'
  | 'logStream'
  | 'lifecycle'
  | 'historyRetentionDays'
  | 'production'
  | 'metricsToken'
> & {
  storage?: () => MediaStorage;
  /** The backup routes, on the app's database and storage. */
  backups?: (db: Database, storage: MediaStorage) => BackupRouteOptions;
};

/** One app on one database for a whole test file, with the calls the tests make. */
export class TestApp {
  #app: FastifyInstance | null = null;
  #db: Database | null = null;
  #uploadsDir: string | null = null;
  #storage: MediaStorage | null = null;
  #closeChanges: (() => Promise<void>) | null = null;
  adminToken = '';
  clienteToken = '';

  get app(): FastifyInstance {
    if (!this.#app) throw new Error('La app de prueba todavía no arrancó.');
    return this.#app;
  }

  get db(): Database {
    if (!this.#db) throw new Error('La base de prueba todavía no se abrió.');
    return this.#db;
  }

  get storage(): MediaStorage {
    if (!this.#storage) throw new Error('El almacenamiento de prueba todavía no existe.');
    return this.#storage;
  }

  get uploadsDir(): string {
    if (!this.#uploadsDir) throw new Error('La carpeta de subidas todavía no existe.');
    return this.#uploadsDir;
  }

  async start(db: Database, { storage, backups, ...options }: TestAppOptions = {}): Promise<void> {
    this.#db = db;
    this.#uploadsDir = await mkdtemp(path.join(tmpdir(), 'api-test-uploads-'));
    this.#storage = storage?.() ?? createLocalStorage(this.#uploadsDir);
    const changes = await openChangeFeed(db);
    this.#closeChanges = changes.close;
    this.#app = await buildApp(db, {
      jwtSecret: TEST_SECRET,
      storage: this.#storage,
      changes,
      corsOrigins: [ALLOWED_ORIGIN],
      passwordCost: TEST_PASSWORD_COST,
      logger: false,
      ...(backups && { backups: backups(db, this.#storage) }),
      // The production deadline (4 s) answers 503 on a machine too loaded to hash in time: tests assert outcomes, not speed.
      hashing: { ...DEFAULT_HASHING, deadlineMs: TEST_HASHING_DEADLINE_MS },
      ...options,
    });
    await this.#app.ready();
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    await this.#closeChanges?.();
    this.#storage?.close();
    if (this.#uploadsDir) await rm(this.#uploadsDir, { recursive: true, force: true });
  }

  /** Empty tables and uploads, then the start-up admin and one customer account, signed in. */
  async reset(): Promise<void> {
    await emptyTables(this.db);
    for (const file of await readdir(this.uploadsDir)) await rm(path.join(this.uploadsDir, file));
    await this.storage.delete((await this.storage.list()).map(({ file }) => file));
    await ensureAdmin(this.db, ADMIN.email, await hashPassword(ADMIN.password, TEST_PASSWORD_COST));
    this.adminToken = await this.login(ADMIN.email, ADMIN.password);
    const registered = await this.post('/api/auth/register', CLIENTE);
    if (registered.statusCode !== 201) throw new Error(`No se pudo registrar al cliente: ${registered.body}`);
    this.clienteToken = registered.json<{ token: string }>().token;
  }

  async login(email: string, contrasena: string): Promise<string> {
    const reply = await this.post('/api/auth/login', { email, contrasena });
    if (reply.statusCode !== 200) throw new Error(`No se pudo ingresar como ${email}: ${reply.body}`);
    return reply.json<{ token: string }>().token;
  }

  /**
   * The token a fuzz writes to `path` with: the admin's, except on a route that ends the caller's sessions, which gets
   * a new session of the customer's so that the admin's stays valid for the rest of the run.
   */
  async writerToken(path: string): Promise<string> {
    return ENDS_SESSIONS.has(path) ? this.login(CLIENTE.email, CLIENTE.contrasena) : this.adminToken;
  }

  call(method: Method, url: string, { token, body, headers = {} }: CallOptions = {}): Promise<Reply> {
    const options: InjectOptions = { method, url, headers: { ...headers } };
    if (token) options.headers = { ...options.headers, authorization: `Bearer ${token}` };
    if (body !== undefined)
      options.payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    if (body !== undefined && !headers['content-type'])
      options.headers = { ...options.headers, 'content-type': 'application/json' };
    return this.app.inject(options);
  }

  get(url: string, token?: string | null): Promise<Reply> {
    return this.call('GET', url, { token });
  }

  post(url: string, body: unknown, token?: string | null): Promise<Reply> {
    return this.call('POST', url, { body, token });
  }

  put(url: string, body: unknown, token?: string | null): Promise<Reply> {
    return this.call('PUT', url, { body, token });
  }

  delete(url: string, token?: string | null): Promise<Reply> {
    return this.call('DELETE', url, { token });
  }

  /** Creates an item as the admin and answers its id. */
  async create(kind: 'bicicletas' | 'accesorios', fields: Record<string, unknown>): Promise<number> {
    const reply = await this.post(`/api/${kind}`, fields, this.adminToken);
    if (reply.statusCode !== 201) throw new Error(`No se pudo crear en ${kind}: ${reply.body}`);
    return reply.json<{ id: number }>().id;
  }

  /** Uploads an image as the admin and answers its stored URL. */
  async upload(image?: Buffer): Promise<string> {
    const { body, contentType } = fileUpload(image ?? (await png()), 'foto.png', 'image/png');
    const reply = await this.call('POST', '/api/upload', {
      body,
      token: this.adminToken,
      headers: { 'content-type': contentType },
    });
    if (reply.statusCode !== 201) throw new Error(`No se pudo subir la imagen: ${reply.body}`);
    return reply.json<{ url: string }>().url;
  }

  /** The stored files, by name. */
  async files(): Promise<string[]> {
    return (await this.storage.list()).map(({ file }) => file).sort();
  }

  /** Runs the clean-up of released uploads as if `graceMs` were the grace period; answers the removed URLs. */
  sweep(graceMs: number): Promise<string[]> {
    return sweepReleasedUploads(this.db, this.storage, graceMs);
  }

  /** Whether the stored file of an upload URL is still there. */
  async hasFile(url: string): Promise<boolean> {
    return (await this.files()).includes(this.fileOf(url));
  }

  /** The stored file an upload URL names. */
  fileOf(url: string): string {
    return `${mentionedImage(url)}.webp`;
  }

  /** Everything the catalogue, images, banners and uploads hold: to show that a refused call changed nothing. */
  async snapshot(): Promise<string> {
    const tables = [
      'usuarios',
      'bicicletas',
      'accesorios',
      'imagenes',
      'banners',
      'change_history',
      'arrepentimientos',
    ];
    const rows = await Promise.all(
      tables.map((table) => this.db.query(`select * from ${table} order by ${table === 'banners' ? 'slot' : 'id'}`)),
    );
    return JSON.stringify({ rows, files: await this.files() });
  }
}

/** Opens the database and the app once for the surrounding `describe`, and closes both after it. */
export function useTestApp(target: DatabaseTarget, options: TestAppOptions = {}): TestApp {
  const testApp = new TestApp();
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await testApp.start(opened.db, options);
    await testApp.reset();
  }, 60_000);
  afterAll(async () => {
    await testApp.stop();
    await dispose?.();
  }, 30_000);
  return testApp;
}

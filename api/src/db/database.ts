import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Dialect, PostgresDialect } from 'kysely';
import { pgliteDialect } from './pglite-dialect';
import { createPgliteDatabase } from './pglite-initdb';
import { CUSTOM_PLANS, preparedQueries } from './pglite-statements';

export type SqlValue = string | number | boolean | null | Date;

/** The little the API needs from a database; PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

/** A database's reads, with the form fastest for many rows. */
export interface Reader extends Queryable {
  /**
   * The rows of a select that reads many fields, such as a list's page. PGlite's driver decodes each field in
   * JavaScript (about 1 µs each), which for fifteen rows of a dozen columns costs more than the database's own
   * work: it reads the rows as one JSON value instead, and times come as text. PostgreSQL's driver decodes fields
   * natively and building the JSON would cost the server more than it saves: the select runs as written.
   */
  queryMany<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Reader {
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each payload NOTIFY sends on `channel`, from any process on this database, and
   * `onGap` when some may have been missed (the listening connection was lost; it reconnects by itself).
   * Resolves once listening, with a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** Runs `work` while no other process holds the lock `key` on this database (an advisory lock on PostgreSQL). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Kysely's view of this database (the migrator runs through it); it shares this handle's connections. */
  dialect(): Dialect;
  close(): Promise<void>;
}

const PGLITE_SHARED_BUFFERS = '16MB';

/** A lost listening connection is opened again after this long. */
const RELISTEN_MS = 1000;

async function openPglite(dataDir: string | null): Promise<Database> {
  const [pgliteModule, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm: the catalogue search's trigram index (migration 006).
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers live in the WebAssembly memory, which never shrinks: the shop's
  // catalogue fits many times over in 16 MB (see "Memoria" in the README).
  const { PGlite } = pgliteModule;
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...CUSTOM_PLANS];
  const pgdata = dataDir === null ? null : path.join(dataDir, 'pgdata');
  if (pgdata !== null && !existsSync(path.join(pgdata, 'PG_VERSION'))) await createPgliteDatabase(pgdata, startParams);
  const db = await PGlite.create(
    pgdata === null ? { extensions, startParams } : { dataDir: pgdata, extensions, startParams },
  );
  const query = preparedQueries(db, pgliteModule);
  return {
    query,
    queryMany: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
      const [read] = await query<{ rows: Row[] }>(`select coalesce(json_agg(r), '[]') as rows from (${sql}) r`, params);
      return read?.rows ?? [];
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
            (await tx.query<Row>(sql, [...params])).rows,
        }),
      ),
    listen: async (channel, onMessage) => db.listen(channel, onMessage),
    // One process owns the data folder: nobody else can be migrating it.
    withLock: (_key, work) => work(),
    dialect: () => pgliteDialect(db),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Client, Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not take the whole API down.
  pool.on('error', (error: Error) => console.error('PostgreSQL: se perdió una conexión inactiva.', error.message));
  await pool.query('select 1');
  const query = async <Row>(sql: string, params: readonly SqlValue[] = []) =>
    (await pool.query(sql, [...params])).rows as Row[];
  return {
    query,
    queryMany: query,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
            (await client.query(sql, [...params])).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error: unknown) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onGap) {
      let stopped = false;
      let client: InstanceType<typeof Client> | null = null;
      const connect = async () => {
        const next = new Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        next.on('error', () => undefined);
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
        } catch (error: unknown) {
          await next.end().catch(() => undefined);
          throw error;
        }
        next.on('end', () => {
          if (stopped) return;
          onGap();
          setTimeout(() => void retry(), RELISTEN_MS);
        });
        client = next;
      };
      const retry = async () => {
        if (stopped) return;
        try {
          await connect();
          onGap();
        } catch (error: unknown) {
          console.error('PostgreSQL: no se pudo volver a escuchar los cambios.', (error as Error).message);
          setTimeout(() => void retry(), RELISTEN_MS);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
    async withLock(key, work) {
      // Session-level: the lock stays on this connection while `work` uses the others.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    dialect: () => new PostgresDialect({ pool }),
    close: () => pool.end(),
  };
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** An embedded database that lives only in memory (tests); ignored when a URL is given. */
  inMemory?: boolean;
}

/** PostgreSQL when a URL is given, else the embedded PGlite in the data folder (or in memory). */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? null : options.dataDir);
}

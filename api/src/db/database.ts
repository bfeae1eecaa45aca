import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostgresDialect } from 'kysely';
import { pgliteDialect } from './pglite-dialect';
import { createPgliteDatabase } from './pglite-initdb';
import { CUSTOM_PLANS, preparedQueries } from './pglite-statements';
import type { Database, SqlValue } from './types';

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

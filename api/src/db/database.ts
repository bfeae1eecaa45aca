import path from 'node:path';

export type SqlValue = string | number | boolean | null | Date;

/** The little the API needs from a database; PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir === null ? {} : { dataDir: path.join(dataDir, 'pgdata') });
  return {
    query: async <Row>(sql: string, params: readonly SqlValue[] = []) => (await db.query<Row>(sql, [...params])).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
            (await tx.query<Row>(sql, [...params])).rows,
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not take the whole API down.
  pool.on('error', (error: Error) => console.error('PostgreSQL: se perdió una conexión inactiva.', error.message));
  await pool.query('select 1');
  return {
    query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      (await pool.query(sql, [...params])).rows as Row[],
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

import type { Client as PgClient, Pool as PoolType } from 'pg';
import { PostgresDialect } from 'kysely';
import { dumpPostgres } from './postgres-dump';
import type { Database, Queryable, SqlValue } from './types';

/** A lost listening connection is opened again after this long. */
const RELISTEN_MS = 1000;

/** Runs `work` in one transaction on one of the pool's connections. */
async function inTransaction<T>(pool: PoolType, work: (tx: Queryable) => Promise<T>): Promise<T> {
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
}

/**
 * Listens on `channel` on a connection of its own (a pooled one would be handed to others), and listens again when
 * it is lost, telling `onGap` that notifications may have been missed.
 */
async function listenOn(
  Client: typeof PgClient,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: PgClient | null = null;
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
}

/** Runs `work` holding the advisory lock `key`, session-level: it stays on one connection while `work` uses the others. */
async function withAdvisoryLock<T>(pool: PoolType, key: number, work: () => Promise<T>): Promise<T> {
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
}

export async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not take the whole API down.
  pool.on('error', (error: Error) => console.error('PostgreSQL: se perdió una conexión inactiva.', error.message));
  await pool.query('select 1');
  const query = async <Row>(sql: string, params: readonly SqlValue[] = []) =>
    (await pool.query(sql, [...params])).rows as Row[];
  return {
    query,
    queryMany: query,
    transaction: (work) => inTransaction(pool, work),
    listen: (channel, onMessage, onGap) => listenOn(pg.Client, url, channel, onMessage, onGap),
    withLock: (key, work) => withAdvisoryLock(pool, key, work),
    dump: (dir) => dumpPostgres(pool, url, dir),
    dialect: () => new PostgresDialect({ pool }),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

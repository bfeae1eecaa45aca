import path from 'node:path';
import type { Pool } from 'pg';
import { runPostgresTool } from './postgres-tools';
import { rowCounts } from './row-counts';
import type { DatabaseDump, SqlValue } from './types';

const DUMP_FILE = 'postgres.dump';

/**
 * pg_dump in its custom format (pg_restore reads it) of the snapshot a read-only transaction exports: the row counts
 * read in that transaction are those of the dump, however many writes land meanwhile.
 */
export async function dumpPostgres(pool: Pool, url: string, dir: string): Promise<DatabaseDump> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [exported] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const counts = await rowCounts({
      query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
        (await client.query(sql, [...params])).rows as Row[],
    });
    await runPostgresTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${exported?.snapshot}`,
      `--file=${path.join(dir, DUMP_FILE)}`,
    ]);
    return { format: 'pg_dump-custom', file: DUMP_FILE, rowCounts: counts };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Loads a dump of `dumpPostgres` into the (empty) database of `url`, all of it or nothing. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return runPostgresTool('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}

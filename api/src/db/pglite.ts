import { existsSync } from 'node:fs';
import path from 'node:path';
import { pgliteDialect } from './pglite-dialect';
import { createPgliteDatabase } from './pglite-initdb';
import { CUSTOM_PLANS, preparedQueries } from './pglite-statements';
import type { Database, SqlValue } from './types';

const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(dataDir: string | null): Promise<Database> {
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
    poolUse: () => null,
    close: () => db.close(),
  };
}

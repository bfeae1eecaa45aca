import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteDialect } from './pglite-dialect';
import { createPgliteDatabase } from './pglite-initdb';
import { CUSTOM_PLANS, preparedQueries } from './pglite-statements';
import { rowCounts } from './row-counts';
import type { Database, DatabaseDump, Queryable, SqlValue } from './types';
import type { Transaction } from '@electric-sql/pglite';

const PGLITE_SHARED_BUFFERS = '16MB';
/** The name of PGlite's data folder inside the data folder, and of its image in a backup. */
const PGDATA = 'pgdata';
const PGDATA_IMAGE = 'pgdata.tar';

async function loadPglite() {
  const [pgliteModule, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm: the catalogue search's trigram index (migration 006).
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers live in the WebAssembly memory, which never shrinks: the shop's
  // catalogue fits many times over in 16 MB (see "Memoria" in the README).
  const startParams = [
    ...pgliteModule.PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    ...CUSTOM_PLANS,
  ];
  return { pgliteModule, extensions, startParams };
}

const inTransaction = (tx: Transaction): Queryable => ({
  query: async <Row>(sql: string, params: readonly SqlValue[] = []) => (await tx.query<Row>(sql, [...params])).rows,
});

/** PGlite's folder inside the data folder. */
export const pgliteDataDir = (dataDir: string) => path.join(dataDir, PGDATA);

export async function openPglite(dataDir: string | null): Promise<Database> {
  const { pgliteModule, extensions, startParams } = await loadPglite();
  const { PGlite } = pgliteModule;
  const pgdata = dataDir === null ? null : pgliteDataDir(dataDir);
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
    transaction: (work) => db.transaction((tx) => work(inTransaction(tx))),
    listen: async (channel, onMessage) => db.listen(channel, onMessage),
    // One process owns the data folder: nobody else can be migrating it.
    withLock: (_key, work) => work(),
    /**
     * PGlite's image of its data folder (`dumpDataDir`), taken inside a read-only transaction: every query of the API
     * waits for the transaction lock, so nothing is written while the files are read; the checkpoint before it
     * leaves little WAL to replay when the image is opened.
     */
    async dump(dir): Promise<DatabaseDump> {
      await db.exec('checkpoint');
      const { counts, image } = await db.transaction(async (tx) => ({
        counts: await rowCounts(inTransaction(tx)),
        image: await db.dumpDataDir('none'),
      }));
      await writeFile(path.join(dir, PGDATA_IMAGE), Buffer.from(await image.arrayBuffer()));
      return { format: 'pglite-datadir', file: PGDATA_IMAGE, rowCounts: counts };
    },
    dialect: () => pgliteDialect(db),
    poolUse: () => null,
    close: () => db.close(),
  };
}

/** Unpacks an image of `dump` into the data folder's (absent) PGlite folder, through PGlite itself. */
export async function restorePgliteDataDir(dataDir: string, image: Buffer): Promise<void> {
  const { pgliteModule, extensions, startParams } = await loadPglite();
  const db = await pgliteModule.PGlite.create({
    dataDir: pgliteDataDir(dataDir),
    extensions,
    startParams,
    loadDataDir: new Blob([image], { type: 'application/x-tar' }),
  });
  await db.close();
}

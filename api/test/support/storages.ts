import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';
import { freshPostgresDatabase, postgresServerUrl } from './databases';

/** Where a server process keeps its data: a PGlite data folder, and PostgreSQL when TEST_DATABASE_URL is set. */
export interface Storage {
  name: string;
  /** The server's environment for this storage, already migrated, and how to throw it away. */
  prepare(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }>;
}

/** Migrated, with a banner row so the server does not spend the test loading the demo catalogue. */
async function prepareDatabase(databaseUrl: string | null, dataDir: string): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await db.query(`insert into banners (slot, title_top, sort_order) values (1, 'Sin demo', 1)`);
  } finally {
    await db.close();
  }
}

export const STORAGES: Storage[] = [
  {
    name: 'PGlite en una carpeta de datos',
    async prepare() {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'api-durable-'));
      await prepareDatabase(null, dataDir);
      return { env: { DATA_DIR: dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(postgresServerUrl
    ? [
        {
          name: 'PostgreSQL',
          async prepare() {
            const dataDir = await mkdtemp(path.join(tmpdir(), 'api-durable-'));
            const fresh = await freshPostgresDatabase(postgresServerUrl as string);
            await prepareDatabase(fresh.url, dataDir);
            return {
              env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
              dispose: async () => {
                await fresh.drop();
                await rm(dataDir, { recursive: true, force: true });
              },
            };
          },
        },
      ]
    : []),
];

import path from 'node:path';
import { type ApiConfig, loadConfig } from './config';
import { openDatabase } from './db/database';
import { askHoldingApi, DataFolderBusyError, findHolder, holdDataFolder } from './features/backups/data-folder-holder';
import { takeBackup } from './features/backups/take-backup';
import { openMediaStorage } from './features/images/storage/open-storage';

/** The backup taken by this process, holding PGlite's data folder meanwhile. */
async function backupHere(config: ApiConfig) {
  const hold = config.databaseUrl ? null : await holdDataFolder(config.dataDir);
  try {
    const db = await openDatabase(config);
    const storage = await openMediaStorage(config.storage);
    try {
      return await takeBackup(db, storage, config.backups);
    } finally {
      storage.close();
      await db.close();
    }
  } finally {
    await hold?.release();
  }
}

/**
 * `npm run backup`: one archive in BACKUP_DIR. On PostgreSQL it is taken here (pg_dump) whether the API runs or not;
 * PGlite's data folder is open in the running API, so when it runs the API takes it, and when not it is taken here.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const holder = config.databaseUrl ? null : await findHolder(config.dataDir);
  if (holder && !(holder.url && holder.key)) throw new DataFolderBusyError(config.dataDir, holder);
  if (holder?.url) console.info(`La API está en marcha (${holder.url}): ella toma la copia.`);
  const taken = holder?.url && holder.key ? await askHoldingApi(holder.url, holder.key) : await backupHere(config);
  console.info(`Copia guardada: ${path.join(config.backups.dir, taken.archivo)} (${taken.bytes} bytes).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

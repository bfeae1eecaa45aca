import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { openMediaStorage } from './features/images/storage/open-storage';
import { resetDemoData } from './seed/seed';

/** `npm run seed:reset -w api`: the demo catalogue and banners back as on a first start. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const storage = await openMediaStorage(config.storage);
  await migrate(db);
  await resetDemoData(db, storage);
  storage.close();
  await db.close();
  console.info('Datos de demostración restablecidos.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { resetDemoData } from './seed/seed';

/** `npm run seed:reset -w api`: the demo catalogue and banners back as on a first start. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await resetDemoData(db, config.uploadsDir);
  await db.close();
  console.info('Datos de demostración restablecidos.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { hashPassword } from './features/auth/passwords';
import { ensureAdmin } from './features/auth/users';
import { seedIfEmpty } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await ensureAdmin(db, config.admin.email, await hashPassword(config.admin.password, config.passwordCost));
  const seeded = await seedIfEmpty(db, config.uploadsDir);

  const app = await buildApp(db, { ...config, logger: process.env.NODE_ENV !== 'test' });
  if (seeded) app.log.info('Base vacía: se cargó el catálogo de demostración.');
  if (config.admin.fromDefaults) {
    app.log.warn(
      `Cuenta de administrador por defecto: ${config.admin.email} / ${config.admin.password} (definí ADMIN_EMAIL y ADMIN_PASSWORD para cambiarla).`,
    );
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando la API.`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

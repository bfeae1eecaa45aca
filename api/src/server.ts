import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openChangeFeed } from './db/change-feed';
import { openDatabase } from './db/database';
import type { Database } from './db/types';
import { createBackups } from './features/backups/backups';
import { DataFolderBusyError, holdDataFolder, localUrl, newTriggerKey } from './features/backups/data-folder-holder';
import type { MediaStorage } from './features/images/storage/media-storage';
import { openMediaStorage } from './features/images/storage/open-storage';
import { unstoredImageReferences } from './features/images/upload-references';
import { createLifecycle } from './lib/lifecycle';
import { startUp } from './start-up';

/** On SIGTERM, requests already running get this long to finish before their connections are cut. */
const DRAIN_MS = 10_000;
/** How many image references that are not stored files the start-up log names (the rest are counted). */
const REPORTED_REFERENCES = 50;

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite's data folder is this process's while it runs: `npm run backup` asks it for backups, with this key.
  const triggerKey = config.databaseUrl ? null : newTriggerKey();
  const hold = config.databaseUrl ? null : await holdDataFolder(config.dataDir, triggerKey);
  const db = await openDatabase(config);
  const storage = await openMediaStorage(config.storage);
  const seeded = await startUp(db, config, storage);
  const changes = await openChangeFeed(db);

  const lifecycle = createLifecycle();
  const app = await buildApp(db, {
    ...config,
    storage,
    changes,
    lifecycle,
    logger: process.env.NODE_ENV !== 'test',
    backups: { backups: createBackups(db, storage, config.backups), triggerKey },
  });
  if (seeded) app.log.info('Base vacía: se cargó el catálogo de demostración.');
  if (config.admin.fromDefaults) {
    app.log.warn(
      `Cuenta de administrador por defecto: ${config.admin.email} / ${config.admin.password} (definí ADMIN_EMAIL y ADMIN_PASSWORD para cambiarla).`,
    );
  }

  /**
   * SIGTERM, SIGINT or an uncaught error: /api/ready answers 503 at once and the API keeps serving for
   * SHUTDOWN_DELAY_MS, each answer closing its connection, so that a load balancer stops sending here; then it stops
   * accepting connections and lets the running requests finish. Past DRAIN_MS more, they are cut and it ends with 1.
   */
  closeWithGrace(
    {
      delay: config.shutdownDelayMs + DRAIN_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.warn(`Pedidos sin terminar después de ${DRAIN_MS / 1000} s: se cortan.`),
      // Ctrl+C reaches `npm start`'s children as well as the SIGTERM it sends them: the close under way goes on.
      onSecondSignal: () => undefined,
    },
    async ({ signal, err }) => {
      if (err) app.log.error(err, 'Error no atrapado: la API se cierra.');
      lifecycle.drain();
      app.log.info(
        `${signal ?? 'Cierre'}: /api/ready contesta 503; la API sigue atendiendo ${config.shutdownDelayMs} ms.`,
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      app.log.info('La API deja de aceptar conexiones y termina los pedidos en curso.');
      await app.close();
      await changes.close();
      storage.close();
      await db.close();
      await hold?.release();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (hold && address && typeof address === 'object') await hold.announce(localUrl(address));
  reportUnstoredImages(app, db, storage);
}

/** Rows written before image references were checked may name a foreign address or a file that is gone: logged. */
function reportUnstoredImages(app: FastifyInstance, db: Database, storage: MediaStorage): void {
  unstoredImageReferences(db, storage).then(
    (references) => {
      if (references.length === 0) return;
      const listed = references.slice(0, REPORTED_REFERENCES).join('; ');
      const more = references.length > REPORTED_REFERENCES ? ` y ${references.length - REPORTED_REFERENCES} más` : '';
      app.log.warn(
        `${references.length} imágenes guardadas no son archivos de la tienda (no se borran: reemplazalas desde el panel): ${listed}${more}.`,
      );
    },
    (error: unknown) => app.log.error(error, 'No se pudieron revisar las imágenes guardadas.'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataFolderBusyError ? error.message : error);
  process.exit(1);
});

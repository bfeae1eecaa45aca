import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/types';
import { purgeExpiredAttempts } from './features/auth/attempt-counters';
import { authRoutes } from './features/auth/auth-routes';
import { createHashingPool, type HashingPoolOptions } from './features/auth/hashing-pool';
import { sessionRoutes } from './features/auth/session-routes';
import { purgeExpiredSessions } from './features/auth/sessions';
import { createTokens } from './features/auth/tokens';
import { bannerRoutes } from './features/banners/banner-routes';
import { lastBackupTime } from './features/backups/backup-files';
import { backupRoutes, type BackupRouteOptions } from './features/backups/backup-routes';
import { ACCESSORIES, BIKES } from './features/catalog/catalog-kinds';
import { catalogRoutes } from './features/catalog/catalog-routes';
import { createEventLimits } from './features/events/event-limits';
import { eventRoutes } from './features/events/event-routes';
import { purgeOldEvents } from './features/events/event-store';
import { healthRoutes } from './features/health/health-routes';
import { createHistoryWrites, pruneHistory } from './features/history/history-writes';
import type { MediaStorage } from './features/images/storage/media-storage';
import { sweepReleasedUploads } from './features/images/upload-references';
import { shareImageRoute } from './features/images/share-image-route';
import { uploadsRedirect } from './features/images/uploads-redirect';
import { revocationRoutes } from './features/revocations/revocation-routes';
import { shippingRoutes } from './features/shipping/shipping-routes';
import { suggestionRoutes } from './features/suggestions/suggestion-routes';
import { uploadRoutes } from './features/upload/upload-routes';
import { vitalsRoutes } from './features/vitals/vitals-routes';
import { purgeOldVitals } from './features/vitals/vitals-store';
import { identify } from './features/auth';
import { createDailyAddressLimit } from './lib/daily-address-limit';
import type { Lifecycle } from './lib/lifecycle';
import type { ApiMetrics } from './lib/metrics/api-metrics';
import type { RouteScope } from './lib/schema';

/**
 * How often expired attempt counters and sessions, released uploads past their grace period, old event counts and
 * speed measurements, and the change history past its retention are cleaned up.
 */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** Speed reports one address may store per shop day: a sampled visit sends one per page load. */
const VITALS_PER_ADDRESS = 500;

export interface FeatureOptions {
  db: Database;
  storage: MediaStorage;
  changes: ChangeFeed;
  jwtSecret: string;
  passwordCost: number;
  listCacheMs: number;
  /** Product views and chat clicks are stored (EVENTS_ENABLED). */
  eventsEnabled: boolean;
  hashing: HashingPoolOptions;
  lifecycle: Lifecycle;
  metrics: ApiMetrics;
  /** Backups: listed, downloaded and taken on demand by the admin, and on a schedule (none without them). */
  backups?: BackupRouteOptions;
}

/** Who is asking (from the token), then every feature's routes, each a plugin. */
export async function registerFeatures(app: RouteScope, options: FeatureOptions) {
  const { db, storage, changes, lifecycle, metrics } = options;
  const tokens = createTokens(options.jwtSecret);
  app.addHook('onRequest', identify(db, tokens));

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  if (storage.kind !== 'local') await app.register(uploadsRedirect, { storage });
  await app.register(healthRoutes, { db, storage, lifecycle });
  const hashing = createHashingPool(options.hashing);
  app.addHook('onClose', () => hashing.close());
  metrics.observe({
    name: 'hashing_queue_depth',
    help: 'Cálculos de contraseña esperando un hilo, por cola (común o reservada).',
    labelNames: ['queue'],
    read: () => Object.entries(hashing.waiting()).map(([queue, value]) => ({ labels: { queue }, value })),
  });
  metrics.observe({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL, por estado (la base embebida no tiene pool).',
    labelNames: ['state'],
    read: () => Object.entries(db.poolUse() ?? {}).map(([state, value]) => ({ labels: { state }, value })),
  });
  await app.register(authRoutes, { db, tokens, passwordCost: options.passwordCost, hashing });
  await app.register(sessionRoutes, { db, passwordCost: options.passwordCost, hashing });
  const history = createHistoryWrites(db);
  const catalogOptions = { db, storage, changes, listCacheMs: options.listCacheMs, history };
  await app.register(catalogRoutes, { kind: BIKES, ...catalogOptions });
  await app.register(catalogRoutes, { kind: ACCESSORIES, ...catalogOptions });
  await app.register(suggestionRoutes, { db });
  await app.register(bannerRoutes, { db, storage, history });
  await app.register(uploadRoutes, { db, storage });
  await app.register(shareImageRoute, { storage });
  await app.register(eventRoutes, {
    db,
    enabled: options.eventsEnabled,
    limits: createEventLimits(),
    ingested: (evento) => metrics.eventsIngested.inc({ evento }),
  });
  if (options.backups) {
    const { dir } = options.backups.backups.config;
    metrics.observe({
      name: 'backup_age_seconds',
      help: 'Segundos desde la última copia de seguridad, por carpeta (BACKUP_DIR); ninguna serie sin copias.',
      // Labelled: an unlabelled gauge reads 0 when it has no value, which would hide that no backup exists.
      labelNames: ['carpeta'],
      read: async () => {
        const last = await lastBackupTime(dir).catch(() => null);
        return last ? [{ labels: { carpeta: dir }, value: (Date.now() - last.getTime()) / 1000 }] : [];
      },
    });
    await app.register(backupRoutes, options.backups);
  }
  await app.register(revocationRoutes, { db });
  await app.register(shippingRoutes, { db });
  await app.register(vitalsRoutes, { db, limit: createDailyAddressLimit(VITALS_PER_ADDRESS) });
}

export interface MaintenanceOptions {
  db: Database;
  storage: MediaStorage;
  /** How long a released upload is kept before its files are deleted. */
  graceMs: number;
  /** How many days the change history keeps each change. */
  historyRetentionDays: number;
}

/**
 * Cleans up expired attempt counters and sessions, released uploads past `graceMs`, old event counts and speed
 * measurements, and the change history older than `historyRetentionDays`, every hour while the app is open.
 */
export function scheduleMaintenance(
  app: RouteScope,
  { db, storage, graceMs, historyRetentionDays }: MaintenanceOptions,
) {
  const maintenance = setInterval(() => {
    Promise.all([
      purgeExpiredAttempts(db),
      purgeExpiredSessions(db),
      sweepReleasedUploads(db, storage, graceMs),
      purgeOldEvents(db),
      purgeOldVitals(db),
      pruneHistory(db, historyRetentionDays),
    ]).catch((error: unknown) => app.log.error(error));
  }, MAINTENANCE_EVERY_MS);
  maintenance.unref();
  app.addHook('onClose', () => clearInterval(maintenance));
}

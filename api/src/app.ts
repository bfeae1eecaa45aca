import { DEFAULT_HISTORY_RETENTION_DAYS } from '@shop/contract';
import { availableParallelism } from 'node:os';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerFeatures, scheduleMaintenance } from './app-features';
import { registerPlatform } from './app-platform';
import { type ApiConfig, BODY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/types';
import { HashingBusyError, type HashingPoolOptions } from './features/auth/hashing-pool';
import type { BackupRouteOptions } from './features/backups/backup-routes';
import type { MediaStorage } from './features/images/storage/media-storage';
import { ONE_FILE_ONLY } from './features/upload/upload-routes';
import { HttpError } from './lib/http-error';
import { connectionHandling } from './lib/connections';
import { registerInputGuards } from './lib/input-guards';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { createApiMetrics } from './lib/metrics/api-metrics';
import { meteredDatabase } from './lib/metrics/metered-database';
import { registerMetrics } from './lib/metrics/metrics-route';
import { createRefusalLog } from './lib/refusal-log';
import { registerRequestLog, traceLogging } from './lib/request-log';
import { type Refusal, validationRefusal, validatorCompiler } from './lib/validation';

export type AppConfig = Pick<ApiConfig, 'jwtSecret' | 'corsOrigins' | 'passwordCost'> &
  Partial<
    Pick<
      ApiConfig,
      | 'listCacheMs'
      | 'eventsEnabled'
      | 'logLevel'
      | 'trustProxy'
      | 'uploadGraceMs'
      | 'requestTimeoutMs'
      | 'bodyTimeoutMs'
      | 'historyRetentionDays'
      | 'production'
      | 'metricsToken'
    >
  > & {
    /** Where uploaded images go. */
    storage: MediaStorage;
    /** Tells the other API processes on this database what changed here (and this one what changed there). */
    changes: ChangeFeed;
    /** Request logging; off in tests. */
    logger?: boolean;
    /** Where the log goes when it is on (pino's standard output by default; tests read it). */
    logStream?: { write(line: string): void };
    /** Set on SIGTERM: /api/ready answers 503 and every answer closes its connection. */
    lifecycle?: Lifecycle;
    /**
     * Password hashing threads and queues; by default one thread per spare core (at most two), one more for the
     * reserved share (known sign-ins) and 16 waiting in each queue.
     */
    hashing?: HashingPoolOptions;
    /** Backup routes and schedule (the server's; tests give them when they try them). */
    backups?: BackupRouteOptions;
  };

export const DEFAULT_HASHING: HashingPoolOptions = {
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queueLimit: 16,
  reservedWorkers: 1,
};
const DAY_MS = 24 * 60 * 60 * 1000;

const JSON_BODY_LIMIT = 256 * 1024;

/** Fastify's own failures (bad JSON, wrong type, too large...) in the shop's language. */
function spanishError(error: FastifyError, query: unknown): Refusal {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, field: error.field };
  if (error.validation) return validationRefusal(error.validation, error.validationContext, query);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: 'La solicitud es demasiado grande.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Tipo de contenido no admitido: enviá JSON.' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: 'Enviá la imagen como multipart/form-data en el campo "file".' };
    case 'FST_FILES_LIMIT':
      return { status: 400, message: ONE_FILE_ONLY };
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 400, message: 'Enviá una sola imagen por vez.' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: 'Solicitud inválida.' };
  return { status: 500, message: 'Error interno del servidor.' };
}

/** Refusals that protect the shop from a flood or an oversized request, counted by the metrics. */
const LIMIT_STATUSES = new Set([413, 429, 503]);

export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const metrics = createApiMetrics();
  const db = meteredDatabase(database, metrics);
  const lifecycle = config.lifecycle ?? createLifecycle();
  const connections = connectionHandling({
    requestTimeoutMs: config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    bodyTimeoutMs: config.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    lifecycle,
  });
  const app = Fastify({
    logger: config.logger
      ? { level: config.logLevel ?? 'info', ...(config.logStream ? { stream: config.logStream } : {}) }
      : false,
    ...traceLogging,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy?.length ? config.trustProxy : false,
    ...connections.options,
    // Sign-in hashes a decoy password (scrypt) while registering its routes: on a loaded machine that takes longer than 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());

  const refusalLogged = createRefusalLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, field } = spanishError(error, request.query);
    if (LIMIT_STATUSES.has(status)) metrics.refusals.inc({ route: request.routeOptions.url ?? 'sin-ruta', status });
    // Refusals a flood causes by design: one line per address a minute, no stack.
    if (status === 429 || error instanceof HashingBusyError) {
      if (refusalLogged(request.ip))
        request.log.warn({ address: request.ip, status, url: request.url }, `Rechazado: ${message}`);
    } else if (status >= 500) request.log.error(error);
    // The client's mistake, not the API's: a line to follow it by, without the stack.
    else request.log.info({ status, url: request.url, ...(field && { campo: field }) }, `Rechazado: ${message}`);
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(status).send({ error: message, ...(field && { campo: field }) });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Ruta no encontrada' }));

  await registerPlatform(app, { corsOrigins: config.corsOrigins, storage: config.storage, connections });
  registerRequestLog(app);
  registerMetrics(app, { metrics, production: config.production ?? false, token: config.metricsToken });
  registerInputGuards(app);
  await registerFeatures(app, {
    db,
    storage: config.storage,
    changes: config.changes,
    jwtSecret: config.jwtSecret,
    passwordCost: config.passwordCost,
    listCacheMs: config.listCacheMs ?? 0,
    eventsEnabled: config.eventsEnabled ?? true,
    hashing: config.hashing ?? DEFAULT_HASHING,
    lifecycle,
    metrics,
    backups: config.backups,
  });
  scheduleMaintenance(app, {
    db,
    storage: config.storage,
    graceMs: config.uploadGraceMs ?? DAY_MS,
    historyRetentionDays: config.historyRetentionDays ?? DEFAULT_HISTORY_RETENTION_DAYS,
  });

  return app;
}

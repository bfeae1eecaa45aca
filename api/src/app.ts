import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import { availableParallelism } from 'node:os';
import { MAX_UPLOAD_BYTES } from '@shop/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { type ApiConfig, BODY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/types';
import { purgeExpiredAttempts } from './features/auth/attempt-counters';
import { authRoutes } from './features/auth/auth-routes';
import { createHashingPool, HashingBusyError, type HashingPoolOptions } from './features/auth/hashing-pool';
import { createTokens } from './features/auth/tokens';
import { bannerRoutes } from './features/banners/banner-routes';
import { ACCESSORIES, BIKES } from './features/catalog/catalog-kinds';
import { catalogRoutes } from './features/catalog/catalog-routes';
import { healthRoutes } from './features/health/health-routes';
import type { MediaStorage } from './features/images/storage/media-storage';
import { uploadsRedirect } from './features/images/uploads-redirect';
import { sweepReleasedUploads } from './features/images/upload-references';
import { suggestionRoutes } from './features/suggestions/suggestion-routes';
import { ONE_FILE_ONLY, uploadRoutes } from './features/upload/upload-routes';
import { identify } from './lib/auth-context';
import { HttpError } from './lib/http-error';
import { connectionHandling } from './lib/connections';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { createRefusalLog } from './lib/refusal-log';
import { SECURITY_HEADERS } from './lib/security-headers';

export type AppConfig = Pick<ApiConfig, 'jwtSecret' | 'corsOrigins' | 'passwordCost'> &
  Partial<
    Pick<ApiConfig, 'listCacheMs' | 'logLevel' | 'trustProxy' | 'uploadGraceMs' | 'requestTimeoutMs' | 'bodyTimeoutMs'>
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
  };

const DEFAULT_HASHING: HashingPoolOptions = {
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queueLimit: 16,
  reservedWorkers: 1,
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often expired attempt counters and released uploads past their grace period are cleaned up. */
const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

const JSON_BODY_LIMIT = 256 * 1024;

const PARTS: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

/** Query fields checked against a list of values; an unknown one is named back. */
const CHOICES = new Set(['/sort', '/order']);

/** Fastify's own failures (bad JSON, wrong type, too large...) in the shop's language. */
function spanishError(error: FastifyError, query: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error.validation) {
    const [first] = error.validation;
    if (error.validationContext === 'querystring' && first?.keyword === 'enum' && CHOICES.has(first.instancePath))
      return { status: 400, message: `Orden inválido: ${String(Object(query)[first.instancePath.slice(1)])}` };
    const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '').replace(/\//g, '.')})` : '';
    const params = first?.params as { additionalProperty?: string; missingProperty?: string } | undefined;
    if (params?.additionalProperty) return { status: 400, message: `Campo no permitido: ${params.additionalProperty}` };
    if (params?.missingProperty)
      return { status: 400, message: `Falta el campo obligatorio: ${params.missingProperty}` };
    const part = PARTS[error.validationContext ?? ''] ?? 'la solicitud';
    return { status: 400, message: `Datos inválidos en ${part}${where}.` };
  }
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

/**
 * A query string and a path are text: their numbers and booleans are read from it. A JSON body already has types,
 * and coercing it let `"precio": "1e309"` through as Infinity, `true` as 1 and `{ "ids": true }` as [1]: each value of
 * a body must have the type its schema names. Otherwise Fastify's own Ajv options.
 */
function validatorCompiler(): FastifySchemaCompiler<AnySchema> {
  const options = { removeAdditional: false, useDefaults: true, addUsedSchema: false, allErrors: false } as const;
  const coercing = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const exact = addFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema);
}

/** Ajv's type coercion of a query or a path turns 'Infinity' and '1e309' into numbers that pass an integer schema. */
function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFiniteNumber);
  if (value && typeof value === 'object') return Object.values(value).some(hasNonFiniteNumber);
  return false;
}

function hasNulByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulByte);
  if (value && typeof value === 'object') return Object.values(value).some(hasNulByte);
  return false;
}

export async function buildApp(db: Database, config: AppConfig): Promise<FastifyInstance> {
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
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    ...connections.options,
    // Sign-in hashes a decoy password (scrypt) while registering its routes: on a loaded machine that takes longer than 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());

  const refusalLogged = createRefusalLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = spanishError(error, request.query);
    // Refusals a flood causes by design: one line per address a minute, no stack.
    if (status === 429 || error instanceof HashingBusyError) {
      if (refusalLogged(request.ip))
        request.log.warn({ address: request.ip, status, url: request.url }, `Rechazado: ${message}`);
    } else if (status >= 500) request.log.error(error);
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(status).send({ error: message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Ruta no encontrada' }));

  // The docs page replaces the content security policy with its own.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  connections.register(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'API de la bicicletería', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http locally, so its requests must not be upgraded to https; Swagger UI sets inline styles.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  const { storage } = config;
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: '/uploads/',
      immutable: true,
      maxAge: '365d',
      index: false,
      setHeaders: (reply) => {
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  }

  // Text with NUL bytes cannot be stored by PostgreSQL: refuse it as bad input.
  app.addHook('preHandler', (request, _reply, done) => {
    if (hasNulByte(request.body) || hasNulByte(request.query))
      return done(new HttpError(400, 'El texto contiene caracteres no permitidos.'));
    if (hasNonFiniteNumber(request.query) || hasNonFiniteNumber(request.params))
      return done(new HttpError(400, 'Los números de la consulta deben ser finitos.'));
    done();
  });
  // What a signed-in user gets must not stay in a shared cache or the browser's history.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.headers.authorization || request.url.startsWith('/api/auth/'))
      reply.header('Cache-Control', 'no-store');
    done();
  });
  const tokens = createTokens(config.jwtSecret);
  app.addHook('onRequest', identify(db, tokens));

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  if (storage.kind !== 'local') await app.register(uploadsRedirect, { storage });
  await app.register(healthRoutes, { db, storage, lifecycle });
  const hashing = createHashingPool(config.hashing ?? DEFAULT_HASHING);
  app.addHook('onClose', () => hashing.close());
  await app.register(authRoutes, { db, tokens, passwordCost: config.passwordCost, hashing });
  const catalogOptions = { db, storage, changes: config.changes, listCacheMs: config.listCacheMs ?? 0 };
  await app.register(catalogRoutes, { kind: BIKES, ...catalogOptions });
  await app.register(catalogRoutes, { kind: ACCESSORIES, ...catalogOptions });
  await app.register(suggestionRoutes, { db });
  await app.register(bannerRoutes, { db, storage });
  await app.register(uploadRoutes, { db, storage });

  const graceMs = config.uploadGraceMs ?? DAY_MS;
  const maintenance = setInterval(() => {
    Promise.all([purgeExpiredAttempts(db), sweepReleasedUploads(db, storage, graceMs)]).catch((error: unknown) =>
      app.log.error(error),
    );
  }, MAINTENANCE_EVERY_MS);
  maintenance.unref();
  app.addHook('onClose', () => clearInterval(maintenance));

  return app;
}

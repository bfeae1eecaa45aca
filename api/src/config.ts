import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HISTORY_RETENTION_DAYS, trustedProxies } from '@shop/contract';
import type { StorageConfig } from './features/images/storage/open-storage';

export interface ApiConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  uploadsDir: string;
  /** Where uploaded images go: the data folder (default) or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageConfig;
  databaseUrl: string | null;
  jwtSecret: string;
  admin: { email: string; password: string; fromDefaults: boolean };
  corsOrigins: string[];
  /** scrypt cost (log2 N); lowered only by tests. */
  passwordCost: number;
  /** How long a public catalogue list answer may be reused (0: never). */
  listCacheMs: number;
  /** Whether product views and chat clicks are stored (EVENTS_ENABLED, on unless `false`). */
  eventsEnabled: boolean;
  /** pino level of the API's log; `info` also logs every request. */
  logLevel: LogLevel;
  /**
   * The proxies (addresses and CIDR ranges) that may tell the client's address in X-Forwarded-For, for the
   * per-address limits: the balancer and the host servers, which post the no-JavaScript forms for their visitors.
   * Empty: the header is ignored (without a proxy in front anyone could pick their address).
   */
  trustProxy: string[];
  /** How long an uploaded file nothing references is kept before it is removed (undo and restore need it). */
  uploadGraceMs: number;
  /** After SIGTERM, how long the API keeps listening (answering 503 on /api/ready) before it stops accepting. */
  shutdownDelayMs: number;
  /** How long a whole request (headers and body, an upload's too) may take to arrive. */
  requestTimeoutMs: number;
  /** How long a JSON body may take to arrive once its request started. */
  bodyTimeoutMs: number;
  /** How many days the change history keeps each change (HISTORY_RETENTION_DAYS). */
  historyRetentionDays: number;
  /** METRICS_TOKEN: the bearer that may read /metrics (in production, the only one). */
  metricsToken: string | undefined;
  /** Backups: where the archives go, how often the running API takes one (0: never) and how many are kept. */
  backups: BackupConfig;
}

export interface BackupConfig {
  dir: string;
  everyMs: number;
  keep: number;
}

/** A whole request (headers and body) may take this long to arrive: an 8 MB upload on a slow connection. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** A JSON body (at most 256 KB) may take this long to arrive once its request started. */
export const BODY_TIMEOUT_MS = 10_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(value: string | undefined): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === (value ?? 'info'));
  if (!level) throw new ConfigError(`LOG_LEVEL inválido: ${value} (usá ${LOG_LEVELS.join(', ')}).`);
  return level;
}

const DEFAULT_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];

export class ConfigError extends Error {}

/** Outside production the JWT secret is generated once and kept in the data folder. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function milliseconds(name: string, value: string | undefined, fallback: number, minimum = 0): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < minimum || parsed > 3_600_000)
    throw new ConfigError(`${name} inválido: ${value}`);
  return parsed;
}

/** HISTORY_RETENTION_DAYS: whole days, at least one (ten years at most). */
function retentionDays(value: string | undefined): number {
  const days = Number(value ?? DEFAULT_HISTORY_RETENTION_DAYS);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new ConfigError(`HISTORY_RETENTION_DAYS inválido: ${value} (días enteros, de 1 a 3650).`);
  return days;
}

/** Outside production the host server and the API run side by side on loopback (`npm start`). */
const LOCAL_PROXIES = ['127.0.0.0/8', '::1/128'];

/**
 * TRUST_PROXY: addresses and CIDR ranges only. Unset outside production it is loopback, so the host server's form
 * posts carry their visitor on a fresh clone; in production only what it names, so no default can trust a peer
 * the deployment did not choose.
 */
function trustProxy(value: string | undefined, production: boolean): string[] {
  const parsed = trustedProxies(value);
  if ('problem' in parsed) throw new ConfigError(parsed.problem);
  if (parsed.proxies.length === 0 && !production) return LOCAL_PROXIES;
  return parsed.proxies;
}

/**
 * STORAGE_URL `s3://bucket/prefix` puts the images in a bucket; the endpoint, region and credentials come from
 * the usual AWS variables, and PUBLIC_MEDIA_URL (a CDN) replaces the bucket's address in what the API hands out.
 */
function storage(env: NodeJS.ProcessEnv, uploadsDir: string): StorageConfig {
  const value = env.STORAGE_URL?.trim() ?? '';
  if (value === '') return { kind: 'local', uploadsDir };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match?.[1]) throw new ConfigError(`STORAGE_URL inválido: ${value} (usá s3://bucket/carpeta).`);
  const publicBaseUrl = env.PUBLIC_MEDIA_URL?.trim() || null;
  if (publicBaseUrl && !/^https?:\/\//.test(publicBaseUrl))
    throw new ConfigError(`PUBLIC_MEDIA_URL inválido: ${publicBaseUrl} (debe empezar con http:// o https://).`);
  return {
    kind: 's3',
    bucket: match[1],
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || null,
    publicBaseUrl,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** UPLOAD_GRACE_MS: at least a day in production; shorter only to try the clean-up outside it. */
function uploadGrace(value: string | undefined, production: boolean): number {
  const parsed = Number(value ?? DAY_MS);
  if (!Number.isInteger(parsed) || parsed < 0 || (production && parsed < DAY_MS))
    throw new ConfigError(`UPLOAD_GRACE_MS inválido: ${value} (en producción, al menos ${DAY_MS}).`);
  return parsed;
}

/** EVENTS_ENABLED: `true` (default) or `false`. */
function eventsEnabled(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'true') return true;
  if (text === 'false') return false;
  throw new ConfigError(`EVENTS_ENABLED inválido: ${value} (usá true o false).`);
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: DAY_MS };

/**
 * BACKUP_EVERY: `30m`, `24h`, `7d` (at most 30 days), or `0` / `off` to take none on a schedule. By default daily, and
 * none under NODE_ENV=test: the tests, the browser tests and the benchmarks run APIs whose data is thrown away.
 */
function backupEvery(value: string | undefined, testing: boolean): number {
  const text = value?.trim().toLowerCase() || (testing ? 'off' : '24h');
  if (text === '0' || text === 'off') return 0;
  const match = /^(\d{1,5})([mhd])$/.exec(text);
  const ms = match?.[1] && match[2] ? Number(match[1]) * (DURATION_UNITS_MS[match[2]] ?? 0) : 0;
  if (ms < 60_000 || ms > 30 * DAY_MS)
    throw new ConfigError(
      `BACKUP_EVERY inválido: ${value} (usá 30m, 24h o 7d, entre 1 minuto y 30 días; 0 u off lo apaga).`,
    );
  return ms;
}

/** BACKUP_KEEP: how many archives stay in BACKUP_DIR, at least one. */
function backupKeep(value: string | undefined): number {
  const keep = Number(value ?? 14);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000)
    throw new ConfigError(`BACKUP_KEEP inválido: ${value} (un número entero de 1 a 1000).`);
  return keep;
}

/** BACKUP_DIR, by default beside the data folder (not inside: a restore starts from an empty data folder). */
function backupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  return {
    dir: path.resolve(env.BACKUP_DIR?.trim() || `${dataDir}-backups`),
    everyMs: backupEvery(env.BACKUP_EVERY, env.NODE_ENV === 'test'),
    keep: backupKeep(env.BACKUP_KEEP),
  };
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new ConfigError(`PORT inválido: ${value}`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });

  if (production && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
    throw new ConfigError('En producción JWT_SECRET es obligatorio (al menos 32 caracteres).');
  }
  if (production && (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)) {
    throw new ConfigError('En producción ADMIN_EMAIL y ADMIN_PASSWORD son obligatorios.');
  }
  const fromDefaults = !env.ADMIN_EMAIL || !env.ADMIN_PASSWORD;

  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    port: port(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    uploadsDir,
    storage: storage(env, uploadsDir),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || localJwtSecret(dataDir),
    admin: {
      email: (env.ADMIN_EMAIL ?? 'admin@example.com').trim().toLowerCase(),
      password: env.ADMIN_PASSWORD ?? 'admin1234',
      fromDefaults,
    },
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    passwordCost: 17,
    listCacheMs: milliseconds('LIST_CACHE_MS', env.LIST_CACHE_MS, 2000),
    eventsEnabled: eventsEnabled(env.EVENTS_ENABLED),
    logLevel: logLevel(env.LOG_LEVEL),
    trustProxy: trustProxy(env.TRUST_PROXY, production),
    uploadGraceMs: uploadGrace(env.UPLOAD_GRACE_MS, production),
    // In production a load balancer needs a moment to see /api/ready fail; in development nothing is in front.
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, production ? 5000 : 0),
    requestTimeoutMs: milliseconds('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS, 1000),
    bodyTimeoutMs: milliseconds('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, BODY_TIMEOUT_MS, 100),
    historyRetentionDays: retentionDays(env.HISTORY_RETENTION_DAYS),
    metricsToken: env.METRICS_TOKEN || undefined,
    backups: backupConfig(env, dataDir),
  };
}

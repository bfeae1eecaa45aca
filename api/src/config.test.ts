import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'x' };

  it('fuera de producción: valores por defecto, y una clave JWT generada una vez y guardada en la carpeta de datos', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: null,
      uploadsDir: path.join(dataDir, 'uploads'),
      admin: { email: 'admin@example.com', password: 'admin1234', fromDefaults: true },
      corsOrigins: ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003'],
      trustProxy: ['127.0.0.0/8', '::1/128'],
      listCacheMs: 2000,
      logLevel: 'info',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    ['sin JWT_SECRET', { JWT_SECRET: undefined }, /JWT_SECRET es obligatorio/],
    ['con un JWT_SECRET corto', { JWT_SECRET: 'corta' }, /al menos 32 caracteres/],
    ['sin ADMIN_PASSWORD', { ADMIN_PASSWORD: undefined }, /ADMIN_EMAIL y ADMIN_PASSWORD son obligatorios/],
  ])('en producción no arranca %s', (_case, change, message) => {
    expect(() => loadConfig({ ...production, ...change, DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...change, DATA_DIR: dataDir })).toThrow(message);
  });

  it('lee CORS_ORIGINS, TRUST_PROXY, LIST_CACHE_MS, LOG_LEVEL y DATABASE_URL', () => {
    const config = loadConfig({
      ...production,
      DATA_DIR: dataDir,
      PORT: '8080',
      CORS_ORIGINS: ' https://tienda.example.com , https://admin.example.com,',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      LIST_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://tienda@db/tienda',
    });
    expect(config).toMatchObject({
      port: 8080,
      production: true,
      jwtSecret: production.JWT_SECRET,
      admin: { email: 'a@b.co', fromDefaults: false },
      corsOrigins: ['https://tienda.example.com', 'https://admin.example.com'],
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
      listCacheMs: 0,
      logLevel: 'warn',
      databaseUrl: 'postgres://tienda@db/tienda',
    });
  });

  it('TRUST_PROXY: sin definir, loopback fuera de producción (el host y la API de npm start) y nadie en producción', () => {
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '192.0.2.1' }).trustProxy).toEqual(['192.0.2.1']);
  });

  it.each([
    ['en producción', production],
    ['fuera de producción', {}],
  ])('TRUST_PROXY=true no arranca %s, y dice qué poner', (_case, env) => {
    const load = () => loadConfig({ ...env, DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^TRUST_PROXY no acepta true .*rangos CIDR/);
    expect(() => loadConfig({ ...env, DATA_DIR: dataDir, TRUST_PROXY: 'proxy.interno' })).toThrow(
      'TRUST_PROXY inválido: «proxy.interno»',
    );
  });

  it('UPLOAD_GRACE_MS: menos de un día se rechaza en producción y se acepta fuera de ella', () => {
    const shorter = String(24 * 60 * 60 * 1000 - 1);
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, UPLOAD_GRACE_MS: shorter })).toThrow(
      /UPLOAD_GRACE_MS inválido/,
    );
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).uploadGraceMs).toBe(24 * 60 * 60 * 1000);
    expect(loadConfig({ DATA_DIR: dataDir, UPLOAD_GRACE_MS: '0' }).uploadGraceMs).toBe(0);
  });

  it('SHUTDOWN_DELAY_MS: 5 s en producción y 0 fuera de ella; los plazos de pedido y de cuerpo, por defecto y leídos', () => {
    expect(loadConfig({ ...production, DATA_DIR: dataDir })).toMatchObject({
      shutdownDelayMs: 5000,
      requestTimeoutMs: 120_000,
      bodyTimeoutMs: 10_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownDelayMs).toBe(0);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SHUTDOWN_DELAY_MS: '15000',
        REQUEST_TIMEOUT_MS: '60000',
        BODY_TIMEOUT_MS: '2000',
      }),
    ).toMatchObject({ shutdownDelayMs: 15_000, requestTimeoutMs: 60_000, bodyTimeoutMs: 2000 });
  });

  it('HISTORY_RETENTION_DAYS: 180 días por defecto, o los que diga', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).historyRetentionDays).toBe(180);
    expect(loadConfig({ DATA_DIR: dataDir, HISTORY_RETENTION_DAYS: '365' }).historyRetentionDays).toBe(365);
  });

  it('copias: junto a la carpeta de datos, una por día (ninguna en tests) y las últimas 14; BACKUP_EVERY acepta una duración u off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).backups).toEqual({
      dir: `${dataDir}-backups`,
      everyMs: 24 * 60 * 60 * 1000,
      keep: 14,
    });
    const custom = { DATA_DIR: dataDir, BACKUP_DIR: path.join(dataDir, 'otra'), BACKUP_EVERY: '6h', BACKUP_KEEP: '3' };
    expect(loadConfig(custom).backups).toEqual({
      dir: path.join(dataDir, 'otra'),
      everyMs: 6 * 60 * 60 * 1000,
      keep: 3,
    });
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: 'off' }).backups.everyMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).backups.everyMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '0' }).backups.everyMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '30m' }).backups.everyMs).toBe(30 * 60 * 1000);
  });

  it.each([
    ['BACKUP_EVERY', '24'],
    ['BACKUP_EVERY', '1s'],
    ['BACKUP_EVERY', '31d'],
    ['BACKUP_KEEP', '0'],
    ['PORT', 'abc'],
    ['LIST_CACHE_MS', '-1'],
    ['LOG_LEVEL', 'ruidoso'],
    ['SHUTDOWN_DELAY_MS', '5s'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['BODY_TIMEOUT_MS', '-5'],
    ['HISTORY_RETENTION_DAYS', '0'],
    ['HISTORY_RETENTION_DAYS', '1.5'],
  ])('rechaza %s=%s con un mensaje claro', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(`${name} inválido`));
  });
});

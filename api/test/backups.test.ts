import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { archiveName, lastBackupTime, listBackups } from '../src/features/backups/backup-files';
import type { BackupManifest } from '../src/features/backups/backup-manifest';
import { type Backups, createBackups, scheduleBackups } from '../src/features/backups/backups';
import { TRIGGER_HEADER } from '../src/features/backups/data-folder-holder';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const TRIGGER_KEY = 'clave-de-la-api-en-marcha';
const KEEP = 1;
/** Taking a backup copies the whole database: seconds on a busy machine. */
const BACKUP_TIMEOUT_MS = 120_000;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(databaseTargets)('copias de seguridad desde el panel ($name)', (target) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-copias-rutas-'));
  const t = useTestApp(target, {
    backups: (db, storage) => ({
      backups: createBackups(db, storage, { dir, everyMs: 0, keep: KEEP }),
      triggerKey: TRIGGER_KEY,
    }),
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The seconds /metrics gives since the last backup, or null when it gives none. */
  async function backupAge(): Promise<number | null> {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const sample = /^backup_age_seconds\{carpeta="[^"]+"\} ([\d.e+-]+)$/m.exec(scrape.body);
    return sample ? Number(sample[1]) : null;
  }

  it('sólo el administrador lista, toma y descarga copias', async () => {
    expect((await t.get('/api/copias')).statusCode).toBe(401);
    expect((await t.get('/api/copias', t.clienteToken)).statusCode).toBe(403);
    expect((await t.post('/api/copias', {}, t.clienteToken)).statusCode).toBe(403);
    expect((await t.get('/api/copias/copia-20260101-000000-000.tar.gz', t.clienteToken)).statusCode).toBe(403);
    expect((await t.get('/api/copias', t.adminToken)).json()).toEqual({ items: [] });
    // No backup yet: the gauge has no value, which the alert SinCopiaDeSeguridad reads as absent.
    expect(await backupAge()).toBeNull();
  });

  it(
    'toma una copia con la base, las imágenes y un manifiesto con filas y sha256, y la descarga entera',
    async () => {
      const id = await t.create('accesorios', { nombre: 'Casco para la copia', categoria: 'cascos' });
      const url = await t.upload();
      expect((await t.post(`/api/accesorios/${id}/imagenes`, { url }, t.adminToken)).statusCode).toBe(201);

      const taken = await t.post('/api/copias', {}, t.adminToken);
      expect(taken.statusCode).toBe(201);
      const info = taken.json<{ archivo: string; fecha: string; bytes: number }>();
      expect((await t.get('/api/copias', t.adminToken)).json()).toEqual({ items: [info] });
      expect(await lastBackupTime(dir)).toEqual(new Date(info.fecha));
      const age = await backupAge();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(BACKUP_TIMEOUT_MS / 1000);

      const download = await t.get(`/api/copias/${info.archivo}`, t.adminToken);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/gzip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${info.archivo}"`);
      expect(download.rawPayload.length).toBe(info.bytes);
      expect(download.rawPayload.equals(await readFile(path.join(dir, info.archivo)))).toBe(true);

      const unpacked = await mkdtemp(path.join(tmpdir(), 'api-copia-abierta-'));
      try {
        await writeFile(path.join(unpacked, info.archivo), download.rawPayload);
        await extract({ file: path.join(unpacked, info.archivo), cwd: unpacked });
        const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
        expect(manifest.database.rowCounts).toMatchObject({ accesorios: 1, imagenes: 1, usuarios: 2 });
        expect(manifest.images).toEqual(await t.files());
        expect(manifest.images).toContain(t.fileOf(url));
        const files = [manifest.database.file, ...manifest.images.map((image) => `images/${image}`)];
        expect(Object.keys(manifest.checksums).sort()).toEqual(files.sort());
        for (const file of files)
          expect(sha256(await readFile(path.join(unpacked, file)))).toBe(manifest.checksums[file]);
      } finally {
        await rm(unpacked, { recursive: true, force: true });
      }
    },
    BACKUP_TIMEOUT_MS,
  );

  it(
    `guarda las últimas BACKUP_KEEP (${KEEP})`,
    async () => {
      for (let taken = 0; taken < KEEP + 1; taken += 1)
        expect((await t.post('/api/copias', {}, t.adminToken)).statusCode).toBe(201);
      expect(await listBackups(dir)).toHaveLength(KEEP);
    },
    BACKUP_TIMEOUT_MS,
  );

  it(
    'npm run backup la pide desde esta máquina con la clave de la API en marcha; otra clave no sirve',
    async () => {
      const before = (await listBackups(dir))[0]?.archivo;
      const asked = await t.call('POST', '/api/copias', { headers: { [TRIGGER_HEADER]: TRIGGER_KEY } });
      expect(asked.statusCode).toBe(201);
      expect((await listBackups(dir))[0]?.archivo).not.toBe(before);
      const wrong = await t.call('POST', '/api/copias', { headers: { [TRIGGER_HEADER]: 'otra-clave' } });
      expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
        status: 403,
        body: { error: 'La clave de copia no es válida.' },
      });
    },
    BACKUP_TIMEOUT_MS,
  );

  it('una copia que no existe contesta 404, y un nombre que no es de copia 400', async () => {
    const missing = await t.get('/api/copias/copia-20200101-000000-000.tar.gz', t.adminToken);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { error: 'No existe esa copia.' },
    });
    const foreign = await t.get('/api/copias/jwt-secret', t.adminToken);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ error: string }>().error).toEqual(expect.any(String));
  });
});

describe('el calendario de copias', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-copias-calendario-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Backups that only count the times they were asked for. */
  function counted(everyMs: number) {
    let taken = 0;
    let tookOne: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (tookOne = resolve));
    const backups: Backups = {
      config: { dir, everyMs, keep: 14 },
      take: async () => {
        taken += 1;
        tookOne();
        return { archivo: archiveName(new Date()), fecha: new Date().toISOString(), bytes: 1 };
      },
      list: () => listBackups(dir),
    };
    return { backups, first, taken: () => taken };
  }
  const log = { info: () => undefined, error: () => undefined };

  it('toma una en seguida cuando la última tiene más de BACKUP_EVERY', async () => {
    const hour = 60 * 60 * 1000;
    await writeFile(path.join(dir, archiveName(new Date(Date.now() - 2 * hour))), 'vieja');
    const { backups, first, taken } = counted(hour);
    const stop = scheduleBackups(backups, log);
    await first;
    stop();
    expect(taken()).toBe(1);
  });
});

import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, extract } from 'tar';
import { openPostgres } from '../src/db/postgres';
import type { BackupManifest } from '../src/features/backups/backup-manifest';
import { createBackups } from '../src/features/backups/backups';
import { restoreBackup, RestoreError, type RestoreTarget } from '../src/features/backups/restore-backup';
import { createLocalStorage } from '../src/features/images/storage/local-storage';
import { databaseTargets, freshPostgresDatabase, postgresServerUrl } from './support/databases';
import { useTestApp } from './support/test-app';

/** Restoring loads and checks a whole database: seconds on a busy machine. */
const RESTORE_TIMEOUT_MS = 120_000;

/** The archive unpacked, changed by `change` and packed again as another archive. */
async function repacked(archive: string, change: (dir: string, manifest: BackupManifest) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-copia-cambiada-'));
  await extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  await change(dir, manifest);
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const changed = `${dir}.tar.gz`;
  const entries = await readdir(dir);
  await create({ gzip: true, file: changed, cwd: dir }, entries);
  await rm(dir, { recursive: true, force: true });
  return changed;
}

describe.each(databaseTargets)('npm run restore ($name)', (source) => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'api-copias-restaurar-'));
  const t = useTestApp(source, {
    backups: (db, storage) => ({
      backups: createBackups(db, storage, { dir: backupDir, everyMs: 0, keep: 5 }),
      triggerKey: null,
    }),
  });
  let archive = '';
  const disposals: (() => Promise<void>)[] = [];

  /** An empty place of the source's kind: a data folder, and a new database on PostgreSQL. */
  async function emptyTarget(): Promise<RestoreTarget> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-destino-'));
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(uploads);
    const storage = createLocalStorage(uploads);
    disposals.push(() => rm(dataDir, { recursive: true, force: true }));
    if (source.name !== 'PostgreSQL' || !postgresServerUrl) return { dataDir, databaseUrl: null, storage };
    const fresh = await freshPostgresDatabase(postgresServerUrl);
    disposals.push(fresh.drop);
    return { dataDir, databaseUrl: fresh.url, storage };
  }

  /** Whether the target still has no database and no image. */
  async function untouched(target: RestoreTarget): Promise<boolean> {
    if ((await target.storage.list()).length > 0) return false;
    if (target.databaseUrl === null) return !existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'));
    const db = await openPostgres(target.databaseUrl);
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    await db.close();
    return row?.n === 0;
  }

  beforeAll(async () => {
    const id = await t.create('accesorios', { nombre: 'Farol restaurado', categoria: 'luces' });
    const url = await t.upload();
    expect((await t.post(`/api/accesorios/${id}/imagenes`, { url }, t.adminToken)).statusCode).toBe(201);
    const taken = await t.post('/api/copias', {}, t.adminToken);
    archive = path.join(backupDir, taken.json<{ archivo: string }>().archivo);
  }, RESTORE_TIMEOUT_MS);

  afterAll(async () => {
    for (const dispose of disposals) await dispose();
    await rm(backupDir, { recursive: true, force: true });
  }, 60_000);

  it(
    'restaura en un destino vacío, se niega a pisar uno con datos y con --force lo reemplaza',
    async () => {
      const target = await emptyTarget();
      const restored = await restoreBackup(archive, target, { force: false });
      expect(restored.rowCounts).toMatchObject({ accesorios: 1, imagenes: 1, usuarios: 2 });
      expect(restored.images).toBe((await t.files()).length);

      await expect(restoreBackup(archive, target, { force: false })).rejects.toThrow(/usá --force/);
      const again = await restoreBackup(archive, target, { force: true });
      expect(again.rowCounts).toEqual(restored.rowCounts);
      expect((await target.storage.list()).map(({ file }) => file).sort()).toEqual(await t.files());
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'rechaza una copia con un archivo cambiado sin tocar el destino',
    async () => {
      const damaged = await repacked(archive, async (dir, manifest) => {
        const [image] = manifest.images;
        await writeFile(path.join(dir, 'images', image ?? ''), 'otra cosa');
      });
      const target = await emptyTarget();
      const refusal = restoreBackup(damaged, target, { force: false });
      await expect(refusal).rejects.toThrow(RestoreError);
      await expect(refusal).rejects.toThrow(/La copia está dañada: images\/\S+ no tiene el sha256 anotado/);
      expect(await untouched(target)).toBe(true);
      await rm(damaged);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'avisa cuando una fila nombra una imagen que la copia no tiene',
    async () => {
      const [referenced] = await t.db.query<{ url: string }>('select url from imagenes');
      const file = t.fileOf(referenced?.url ?? '');
      const incomplete = await repacked(archive, async (dir, manifest) => {
        manifest.images = manifest.images.filter((image) => image !== file);
        delete manifest.checksums[`images/${file}`];
        await unlink(path.join(dir, 'images', file));
      });
      const target = await emptyTarget();
      await expect(restoreBackup(incomplete, target, { force: false })).rejects.toThrow(
        /La restauración no coincide con la copia: imagen sin archivo: imagen \d+ \(accesorio \d+\)/,
      );
      await rm(incomplete);
    },
    RESTORE_TIMEOUT_MS,
  );
});

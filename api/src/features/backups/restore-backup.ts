import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { openDatabase } from '../../db/database';
import { pgliteDataDir, restorePgliteDataDir } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { restorePostgres } from '../../db/postgres-dump';
import { rowCounts } from '../../db/row-counts';
import { type MediaStorage, STORED_FILE, unstoredImageReferences } from '../images';
import { type BackupManifest, IMAGES_FOLDER, MANIFEST_FILE, readManifest, sha256 } from './backup-manifest';
import { holdDataFolder } from './data-folder-holder';

/** Where a backup is restored: PGlite's data folder, or the PostgreSQL database of `databaseUrl`; and the images. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | null;
  storage: MediaStorage;
}

/** What was restored, checked against the manifest. */
export interface RestoreReport {
  createdAt: string;
  rowCounts: Record<string, number>;
  images: number;
}

/** A restore refused or failed for a reason the owner can act on; the message says which. */
export class RestoreError extends Error {}

/** What the target already holds, in words; empty when there is nothing. */
async function occupiedBy(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl === null) {
    if (existsSync(path.join(pgliteDataDir(target.dataDir), 'PG_VERSION')))
      found.push(`la carpeta de datos ${target.dataDir} ya tiene una base`);
  } else {
    const db = await openPostgres(target.databaseUrl);
    try {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      if (row?.n) found.push(`la base de datos ya tiene ${row.n} tablas`);
    } finally {
      await db.close();
    }
  }
  const files = (await target.storage.list()).length;
  if (files > 0) found.push(`las imágenes ya tienen ${files} archivos`);
  return found;
}

/** Empties the target for `--force`: PGlite's folder, the database's public schema, the stored images. */
async function clear(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl === null) await rm(pgliteDataDir(target.dataDir), { recursive: true, force: true });
  else {
    const db = await openPostgres(target.databaseUrl);
    try {
      await db.query('drop schema public cascade');
      await db.query('create schema public');
    } finally {
      await db.close();
    }
  }
  await target.storage.delete((await target.storage.list()).map(({ file }) => file));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Every file of the archive is one the manifest lists, with its sha256, and every file it lists is there. */
async function checkFiles(dir: string, manifest: BackupManifest): Promise<void> {
  const listed = new Set(Object.keys(manifest.checksums));
  const named = [manifest.database.file, ...manifest.images.map((image) => `${IMAGES_FOLDER}/${image}`)];
  const unlisted = named.filter((file) => !listed.has(file));
  if (unlisted.length) throw new RestoreError(`${MANIFEST_FILE} no tiene el sha256 de: ${unlisted.join(', ')}.`);
  const strange = manifest.images.filter((image) => !STORED_FILE.test(image));
  if (strange.length) throw new RestoreError(`${MANIFEST_FILE} nombra imágenes que no son de la tienda: ${strange}.`);
  const present = new Set(await filesUnder(dir));
  const problems: string[] = [];
  for (const file of present) if (file !== MANIFEST_FILE && !listed.has(file)) problems.push(`${file} sobra`);
  for (const [file, checksum] of Object.entries(manifest.checksums)) {
    if (!present.has(file)) problems.push(`falta ${file}`);
    else if ((await sha256(path.join(dir, file))) !== checksum) problems.push(`${file} no tiene el sha256 anotado`);
  }
  if (problems.length) throw new RestoreError(`La copia está dañada: ${problems.join('; ')}.`);
}

/** The format fits the target: PGlite's image into a data folder, pg_dump's into a PostgreSQL database. */
function checkFormat(manifest: BackupManifest, target: RestoreTarget): void {
  const postgres = target.databaseUrl !== null;
  if (manifest.database.format === 'pglite-datadir' && postgres)
    throw new RestoreError('Es una copia de la base embebida (PGlite): restaurala sin DATABASE_URL, en DATA_DIR.');
  if (manifest.database.format === 'pg_dump-custom' && !postgres)
    throw new RestoreError('Es una copia de PostgreSQL: definí DATABASE_URL con la base vacía donde restaurarla.');
}

/** The restored rows per table are the manifest's, its images are stored and every image a row names exists. */
async function verify(manifest: BackupManifest, target: RestoreTarget): Promise<RestoreReport> {
  const db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const counts = await rowCounts(db);
    const expected = manifest.database.rowCounts;
    const tables = [...new Set([...Object.keys(expected), ...Object.keys(counts)])].sort();
    const problems = tables
      .filter((table) => counts[table] !== expected[table])
      .map((table) => `${table}: ${counts[table] ?? 'no existe'} filas, la copia dice ${expected[table] ?? 'ninguna'}`);
    const stored = new Set((await target.storage.list()).map(({ file }) => file));
    problems.push(...manifest.images.filter((image) => !stored.has(image)).map((image) => `falta la imagen ${image}`));
    problems.push(
      ...(await unstoredImageReferences(db, target.storage)).map((reference) => `imagen sin archivo: ${reference}`),
    );
    if (problems.length) throw new RestoreError(`La restauración no coincide con la copia: ${problems.join('; ')}.`);
    return { createdAt: manifest.createdAt, rowCounts: counts, images: manifest.images.length };
  } finally {
    await db.close();
  }
}

/**
 * Restores the archive `archive` into an empty target (or, with `force`, one emptied first): checks every file
 * against the manifest's sha256 before touching the target, loads the database and the images, then verifies the
 * rows per table against the manifest and that every image a row names exists.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  { force }: { force: boolean },
): Promise<RestoreReport> {
  const hold = target.databaseUrl === null ? await holdDataFolder(target.dataDir) : null;
  try {
    return await restoreInto(archive, target, force);
  } finally {
    await hold?.release();
  }
}

async function restoreInto(archive: string, target: RestoreTarget, force: boolean): Promise<RestoreReport> {
  const occupied = await occupiedBy(target);
  if (occupied.length && !force)
    throw new RestoreError(
      `No se restaura sobre datos existentes (${occupied.join('; ')}): usá --force para reemplazarlos.`,
    );
  if (!existsSync(archive)) throw new RestoreError(`No existe el archivo ${archive}.`);
  const work = await mkdtemp(path.join(tmpdir(), 'restaurar-copia-'));
  try {
    await extract({ file: archive, cwd: work, strict: true });
    if (!existsSync(path.join(work, MANIFEST_FILE)))
      throw new RestoreError(`${archive} no es una copia de la tienda: le falta ${MANIFEST_FILE}.`);
    const manifest = readManifest(await readFile(path.join(work, MANIFEST_FILE), 'utf8'));
    checkFormat(manifest, target);
    await checkFiles(work, manifest);
    if (occupied.length) await clear(target);
    const dump = path.join(work, manifest.database.file);
    // checkFormat made sure the dump is of the target's kind.
    if (target.databaseUrl === null) await restorePgliteDataDir(target.dataDir, await readFile(dump));
    else await restorePostgres(target.databaseUrl, dump);
    for (const image of manifest.images)
      await target.storage.put(image, await readFile(path.join(work, IMAGES_FOLDER, image)));
    return await verify(manifest, target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

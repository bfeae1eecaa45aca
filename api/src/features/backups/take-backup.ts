import type { BackupInfo } from '@shop/contract';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import type { BackupConfig } from '../../config';
import type { Database } from '../../db/types';
import type { MediaStorage } from '../images';
import { archiveName, pruneBackups } from './backup-files';
import { type BackupManifest, DATABASE_FOLDER, IMAGES_FOLDER, MANIFEST_FILE, sha256 } from './backup-manifest';

/** Copies every stored file into `folder`; one removed since it was listed is left out. */
async function copyImages(storage: MediaStorage, folder: string): Promise<string[]> {
  const copied: string[] = [];
  for (const { file } of await storage.list()) {
    const data = await storage.get(file);
    if (data === null) continue;
    await writeFile(path.join(folder, file), data);
    copied.push(file);
  }
  return copied.sort();
}

/**
 * One backup archive in `dir` (`copia-<time>.tar.gz`): the database dump, then the stored images, then the manifest
 * with the dump's row counts and every file's sha256. The dump is taken first: an image a row of it names was stored
 * before that row was written and is kept at least the upload grace period after the row lets go of it, so the copy
 * of the images that follows still finds it. Written beside and renamed into place; then only the newest `keep` stay.
 */
export async function takeBackup(
  db: Database,
  storage: MediaStorage,
  { dir, keep }: Pick<BackupConfig, 'dir' | 'keep'>,
): Promise<BackupInfo> {
  // The archives hold the accounts' password hashes: readable by the owner only.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const staging = await mkdtemp(path.join(dir, '.preparando-'));
  try {
    const databaseFolder = path.join(staging, DATABASE_FOLDER);
    const imagesFolder = path.join(staging, IMAGES_FOLDER);
    await Promise.all([mkdir(databaseFolder), mkdir(imagesFolder)]);
    const dump = await db.dump(databaseFolder);
    const images = await copyImages(storage, imagesFolder);
    const dumpFile = `${DATABASE_FOLDER}/${dump.file}`;
    const files = [dumpFile, ...images.map((image) => `${IMAGES_FOLDER}/${image}`)];
    const checksums: Record<string, string> = {};
    for (const file of files) checksums[file] = await sha256(path.join(staging, file));
    const manifest: BackupManifest = {
      version: 1,
      createdAt: createdAt.toISOString(),
      database: { format: dump.format, file: dumpFile, rowCounts: dump.rowCounts },
      images,
      checksums,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const archivo = archiveName(createdAt);
    const partial = path.join(staging, archivo);
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, ...files]);
    await chmod(partial, 0o600);
    await rename(partial, path.join(dir, archivo));
    await pruneBackups(dir, keep);
    const { size } = await stat(path.join(dir, archivo));
    return { archivo, fecha: createdAt.toISOString(), bytes: size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

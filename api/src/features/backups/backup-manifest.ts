import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { DumpFormat } from '../../db/types';

/** What an archive holds, first in it: the database dump's format and rows, the images, and every file's checksum. */
export interface BackupManifest {
  version: 1;
  /** When the backup was taken (ISO 8601). */
  createdAt: string;
  database: {
    format: DumpFormat;
    /** The dump's path in the archive. */
    file: string;
    /** Rows in each table of the dump. */
    rowCounts: Record<string, number>;
  };
  /** The stored image files, in the archive under `images/`. */
  images: string[];
  /** sha256 (hex) of each file of the archive but the manifest, by its path in the archive. */
  checksums: Record<string, string>;
}

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const IMAGES_FOLDER = 'images';

const FORMATS: readonly DumpFormat[] = ['pglite-datadir', 'pg_dump-custom'];

const isCountMap = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((count) => Number.isInteger(count) && count >= 0);

/** The manifest of an archive, or an error saying the archive is not one of this API's backups. */
export function readManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  const { database, images, checksums } = manifest;
  const valid =
    manifest.version === 1 &&
    typeof manifest.createdAt === 'string' &&
    FORMATS.includes(database?.format as DumpFormat) &&
    typeof database?.file === 'string' &&
    isCountMap(database.rowCounts) &&
    Array.isArray(images) &&
    images.every((image) => typeof image === 'string') &&
    typeof checksums === 'object' &&
    checksums !== null;
  if (!valid) throw new Error(`${MANIFEST_FILE} no es el de una copia de la tienda (versión 1).`);
  return manifest as BackupManifest;
}

/** The sha256 of a file, in hex. */
export function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

import type { BackupInfo } from '@shop/contract';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** `copia-YYYYMMDD-HHMMSS-mmm.tar.gz`, in UTC: the names sort as the times do. */
const ARCHIVE_NAME = /^copia-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})\.tar\.gz$/;

/** The archive's name for a backup taken at `time`. */
export function archiveName(time: Date): string {
  const [date = '', clock = ''] = time.toISOString().replace(/[-:]/g, '').split('T');
  return `copia-${date}-${clock.slice(0, 6)}-${clock.slice(7, 10)}.tar.gz`;
}

/** When the backup named `name` was taken, or null when `name` is not a backup archive's name. */
export function archiveTime(name: string): Date | null {
  const parts = ARCHIVE_NAME.exec(name)?.slice(1).map(Number);
  if (!parts) return null;
  const [year = 0, month = 1, day = 0, hours = 0, minutes = 0, seconds = 0, ms = 0] = parts;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, ms));
}

/** The archives in `dir`, newest first (none when the folder does not exist yet). */
export async function listBackups(dir: string): Promise<BackupInfo[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const archives = names.flatMap((archivo) => {
    const time = archiveTime(archivo);
    return time ? [{ archivo, time }] : [];
  });
  const found = await Promise.all(
    archives.map(async ({ archivo, time }) => {
      const info = await stat(path.join(dir, archivo)).catch(() => null);
      return info ? [{ archivo, fecha: time.toISOString(), bytes: info.size }] : [];
    }),
  );
  return found.flat().sort((a, b) => b.archivo.localeCompare(a.archivo));
}

/** When the newest backup in `dir` was taken, or null without any: for a gauge of the last backup's age. */
export async function lastBackupTime(dir: string): Promise<Date | null> {
  const [newest] = await listBackups(dir);
  return newest ? new Date(newest.fecha) : null;
}

/** Removes the archives beyond the newest `keep`. */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  const old = (await listBackups(dir)).slice(keep);
  await Promise.all(
    old.map(({ archivo }) =>
      unlink(path.join(dir, archivo)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

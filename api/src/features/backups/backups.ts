import type { BackupInfo } from '@shop/contract';
import type { BackupConfig } from '../../config';
import type { Database } from '../../db/types';
import type { MediaStorage } from '../images';
import { lastBackupTime, listBackups } from './backup-files';
import { takeBackup } from './take-backup';

/** The backups one process takes: one at a time, a request made while one is running waits for that one. */
export interface Backups {
  readonly config: BackupConfig;
  take(): Promise<BackupInfo>;
  list(): Promise<BackupInfo[]>;
}

export function createBackups(db: Database, storage: MediaStorage, config: BackupConfig): Backups {
  let running: Promise<BackupInfo> | null = null;
  return {
    config,
    take() {
      running ??= takeBackup(db, storage, config).finally(() => {
        running = null;
      });
      return running;
    },
    list: () => listBackups(config.dir),
  };
}

/** When no backup exists yet, the first one is taken this long after start-up (not during it). */
export const FIRST_BACKUP_DELAY_MS = 5 * 60 * 1000;
/** After a failed backup, the next try comes at most this long after. */
const RETRY_MS = 60 * 60 * 1000;
/** setTimeout's longest wait; a longer one is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface ScheduleLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * Takes a backup every `config.everyMs`, counted from the newest archive in BACKUP_DIR (one taken on demand, or by
 * `npm run backup`, moves the next one). Answers a function that stops it.
 */
export function scheduleBackups(backups: Backups, log: ScheduleLog): () => void {
  const { dir, everyMs } = backups.config;
  const startedAt = Date.now();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const wait = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
    timer.unref();
  };

  async function tick() {
    const last = await lastBackupTime(dir).catch(() => null);
    const due = last ? last.getTime() + everyMs : startedAt + FIRST_BACKUP_DELAY_MS;
    if (due > Date.now()) return wait(due - Date.now());
    try {
      const taken = await backups.take();
      log.info(`Copia de seguridad guardada: ${taken.archivo} (${taken.bytes} bytes).`);
      wait(everyMs);
    } catch (error: unknown) {
      log.error(error, 'No se pudo tomar la copia de seguridad.');
      wait(Math.min(everyMs, RETRY_MS));
    }
  }

  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

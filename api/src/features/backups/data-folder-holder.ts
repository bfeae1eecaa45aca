import { BACKUPS_PATH, type BackupInfo } from '@shop/contract';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Value } from 'typebox/value';
import { ErrorSchema } from '../../lib/schema';
import { BackupSchema } from './backup-schema';

/**
 * PGlite's data folder may be open in one process only. The process that opens it (the API, `npm run backup` or
 * `npm run restore`) leaves a file there naming itself; another one finds it and does not open the folder. The API
 * adds where it listens and a random key once it listens: `npm run backup` then asks it for the backup, sending the
 * key in TRIGGER_HEADER from this machine (the file is readable by the folder's owner only).
 */
const HOLDER_FILE = 'en-uso.json';
export const TRIGGER_HEADER = 'x-copia-clave';

export interface DataFolderHolder {
  pid: number;
  /** Where the API that holds the folder listens (null until it does, and for the other commands). */
  url: string | null;
  key: string | null;
}

export interface Hold {
  /** Tells where this process (the API) listens, with its key. */
  announce(url: string): Promise<void>;
  release(): Promise<void>;
}

/** The data folder is open in another process. */
export class DataFolderBusyError extends Error {
  constructor(dataDir: string, holder: DataFolderHolder) {
    super(
      `La carpeta de datos ${dataDir} está en uso por el proceso ${holder.pid}` +
        (holder.url ? ` (la API, en ${holder.url}).` : ' (la API arrancando, una copia o una restauración).'),
    );
  }
}

export const newTriggerKey = () => randomBytes(32).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `sent` is `key`, compared in constant time. */
export const isTriggerKey = (sent: string, key: string) => timingSafeEqual(digest(sent), digest(key));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Written whole beside and then linked (fails when the file exists) or renamed (replaces it) into place. */
async function writeHolder(file: string, holder: DataFolderHolder, place: 'create' | 'replace'): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, JSON.stringify(holder), { mode: 0o600 });
  try {
    await (place === 'create' ? link(partial, file) : rename(partial, file));
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

/** The process holding the data folder, or null (none, or it ended without letting go). */
export async function findHolder(dataDir: string): Promise<DataFolderHolder | null> {
  const text = await readFile(path.join(dataDir, HOLDER_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const holder = JSON.parse(text) as DataFolderHolder;
    // This process's own number in a file it did not write: left by an earlier process (a container's always is 1).
    return holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the data folder for this process, or throws DataFolderBusyError naming the process that has it. */
export async function holdDataFolder(dataDir: string, key: string | null = null): Promise<Hold> {
  const file = path.join(dataDir, HOLDER_FILE);
  const mine: DataFolderHolder = { pid: process.pid, url: null, key };
  try {
    await writeHolder(file, mine, 'create');
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = await findHolder(dataDir);
    if (holder) throw new DataFolderBusyError(dataDir, holder);
    // Left by a process that ended without letting go.
    await unlink(file).catch(() => undefined);
    await writeHolder(file, mine, 'create');
  }
  return {
    announce: (url) => writeHolder(file, { ...mine, url }, 'replace'),
    release: () => unlink(file).catch(() => undefined),
  };
}

/** Asks the API holding the data folder for a backup now, and answers it. */
export async function askHoldingApi(url: string, key: string): Promise<BackupInfo> {
  const reply = await fetch(`${url}${BACKUPS_PATH}`, { method: 'POST', headers: { [TRIGGER_HEADER]: key } });
  const answer: unknown = await reply.json();
  if (reply.status !== 201) {
    const reason = Value.Check(ErrorSchema, answer) ? answer.error : reply.status;
    throw new Error(`La API en marcha no tomó la copia: ${reason}`);
  }
  if (!Value.Check(BackupSchema, answer)) {
    throw new Error(`La API en marcha contestó algo que no es una copia: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** The address a process of this machine reaches a server listening on `address`. */
export function localUrl(address: { address: string; port: number; family: string }): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  return address.family === 'IPv6'
    ? `http://[${address.address}]:${address.port}`
    : `http://${address.address}:${address.port}`;
}

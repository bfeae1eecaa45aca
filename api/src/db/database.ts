import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** An embedded database that lives only in memory (tests); ignored when a URL is given. */
  inMemory?: boolean;
}

/** PostgreSQL when a URL is given, else the embedded PGlite in the data folder (or in memory). */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? null : options.dataDir);
}

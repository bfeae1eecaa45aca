import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { migrate } from '../../src/db/migrator';

/** A database the suite runs against: opened once per test file, thrown away at the end. */
export interface DatabaseTarget {
  name: string;
  /** Migrated unless `migrated` is false. */
  open(options?: { migrated?: boolean }): Promise<OpenedDatabase>;
}

export interface OpenedDatabase {
  db: Database;
  dispose(): Promise<void>;
}

const pglite: DatabaseTarget = {
  name: 'PGlite',
  async open({ migrated = true } = {}) {
    const db = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
    if (migrated) await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/** The pool's connections close a moment after `end()` resolves: wait for them rather than cut them. */
async function dropWhenIdle(client: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `serverUrl`: its URL, and a way to drop it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, (client) => dropWhenIdle(client, name)) };
}

/** A real PostgreSQL server: each test file creates its own database and drops it at the end. */
function postgres(serverUrl: string): DatabaseTarget {
  return {
    name: 'PostgreSQL',
    async open({ migrated = true } = {}) {
      const fresh = await freshPostgresDatabase(serverUrl);
      const db = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
      if (migrated) await migrate(db);
      return {
        db,
        dispose: async () => {
          await db.close();
          await fresh.drop();
        },
      };
    },
  };
}

/** The PostgreSQL server the suite also runs on, when there is one. */
export const postgresServerUrl = process.env.TEST_DATABASE_URL || null;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseTargets: DatabaseTarget[] = postgresServerUrl ? [pglite, postgres(postgresServerUrl)] : [pglite];

/** Every table the API writes, emptied between tests instead of re-creating the database. */
export async function emptyTables(db: Database): Promise<void> {
  await db.query(
    'truncate usuarios, sessions, bicicletas, accesorios, imagenes, banners, attempt_counters, upload_sweep, change_history, enquiry_events, enquiry_visitors, enquiry_salts, arrepentimientos, vital_routes, vital_buckets, vital_errors, zonas_envio restart identity',
  );
}

import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator } from 'kysely';
import type { Database, Queryable } from './types';
import { MIGRATIONS } from './migrations';

/** Where the applied migrations were recorded before Kysely's migrator. */
const LEGACY_TABLE = 'schema_migrations';

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const [row] = await db.query<{ name: string | null }>('select to_regclass($1)::text as name', [table]);
  return Boolean(row?.name);
}

/**
 * A database migrated before Kysely keeps its list in `schema_migrations`: those migrations are recorded as
 * Kysely's, all at the time of the first (Kysely orders same-time ones by name, as they ran). The old table stays,
 * so that an instance of the previous version still reads its own list during a rolling update.
 */
async function adoptLegacyRecord(db: Database): Promise<void> {
  if (!(await tableExists(db, LEGACY_TABLE))) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `create table if not exists ${DEFAULT_MIGRATION_TABLE}
         (name varchar(255) not null primary key, timestamp varchar(255) not null)`,
    );
    await tx.query(
      `insert into ${DEFAULT_MIGRATION_TABLE} (name, timestamp)
       select id, to_char((select min(applied_at) from ${LEGACY_TABLE}) at time zone 'UTC',
                          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       from ${LEGACY_TABLE} on conflict (name) do nothing`,
    );
  });
}

/** The migrations this code has that the database has not applied (all of them when it has none). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const rows = (await tableExists(db, DEFAULT_MIGRATION_TABLE))
    ? await db.query<{ name: string }>(`select name from ${DEFAULT_MIGRATION_TABLE}`)
    : [];
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS)
    .sort(byCodeUnits)
    .filter((name) => !applied.has(name));
}

/**
 * Applies the pending migrations in one transaction, on PGlite and PostgreSQL alike. Call it under the start-up
 * lock (`startUp`) when other processes may start at the same time.
 */
export async function migrate(db: Database): Promise<void> {
  await adoptLegacyRecord(db);
  const migrator = new Migrator({
    db: new Kysely<unknown>({ dialect: db.dialect() }),
    provider: { getMigrations: async () => MIGRATIONS },
    nameComparator: byCodeUnits,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migraciones: ${String(error)}`);
}

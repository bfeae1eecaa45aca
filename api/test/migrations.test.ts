import { Kysely, Migrator } from 'kysely';
import type { Database } from '../src/db/types';
import { MIGRATIONS } from '../src/db/migrations';
import { migrate, pendingMigrations } from '../src/db/migrator';
import { type DatabaseTarget, databaseTargets } from './support/databases';

const NAMES = Object.keys(MIGRATIONS).sort();

async function appliedNames(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((row) => row.name);
}

/** The record the API kept before Kysely's migrator: every applied id in `schema_migrations`. */
async function recordAsBefore(db: Database): Promise<void> {
  const applied = await appliedNames(db);
  await db.query('drop table kysely_migration');
  await db.query('drop table kysely_migration_lock');
  await db.query('create table schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  for (const id of applied) await db.query('insert into schema_migrations (id) values ($1)', [id]);
}

/** `work` on a new, empty database of `target`, thrown away after. */
async function onEmptyDatabase(target: DatabaseTarget, work: (db: Database) => Promise<void>): Promise<void> {
  const { db, dispose } = await target.open({ migrated: false });
  try {
    await work(db);
  } finally {
    await dispose();
  }
}

describe.each(databaseTargets)('migraciones ($name)', (target) => {
  it(
    'aplica cada archivo una vez, en orden, y no queda ninguna pendiente',
    () =>
      onEmptyDatabase(target, async (db) => {
        expect(await pendingMigrations(db)).toEqual(NAMES);
        await migrate(db);
        await migrate(db);
        expect(await appliedNames(db)).toEqual(NAMES);
        expect(await pendingMigrations(db)).toEqual([]);
      }),
    60_000,
  );

  it(
    'una base migrada antes del migrador de Kysely sigue andando: se reconoce lo aplicado y se aplica lo que falta',
    () =>
      onEmptyDatabase(target, async (db) => {
        const secondLast = NAMES[NAMES.length - 2] as string;
        const { error } = await new Migrator({
          db: new Kysely<unknown>({ dialect: db.dialect() }),
          provider: { getMigrations: async () => MIGRATIONS },
        }).migrateTo(secondLast);
        expect(error).toBeUndefined();
        await recordAsBefore(db);
        expect(await pendingMigrations(db)).toEqual(NAMES);
        // Re-running an applied migration would fail (its tables and indexes exist).
        await migrate(db);
        expect(await appliedNames(db)).toEqual(NAMES);
        expect(await pendingMigrations(db)).toEqual([]);
      }),
    60_000,
  );
});

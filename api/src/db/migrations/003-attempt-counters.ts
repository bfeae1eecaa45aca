import { sql } from 'kysely';
import { statements } from './statements';

/** Sign-in and registration attempts, counted in the database so that every API instance counts the same ones. */
export const migration = statements(
  sql`create table attempt_counters (
        key text primary key,
        hits integer not null,
        expires_at timestamptz not null
      )`,
  sql`create index attempt_counters_expiry on attempt_counters (expires_at)`,
);

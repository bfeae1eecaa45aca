import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Every sign-in is a session kept in the database, so that every API instance sees it end. A token
 * names its session by a random id; the row is keyed by that id's SHA-256 (`key`), so the table alone names no token
 * that could be forged with a leaked signing key. Ending a session deletes its row; expired rows are purged hourly.
 */
export const migration = statements(
  sql`create table sessions (
        key text primary key,
        user_id integer not null references usuarios (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`,
  sql`create index sessions_user on sessions (user_id)`,
  sql`create index sessions_expiry on sessions (expires_at)`,
);

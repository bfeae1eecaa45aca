import { sql } from 'kysely';
import { statements } from './statements';

/**
 * An item's version answers as its ETag (a stale If-Match gets 412), and a delete only marks the row, so
 * that it can be restored with its images for a day before it is purged.
 */
export const migration = statements(
  sql`alter table bicicletas add column version integer not null default 1`,
  sql`alter table bicicletas add column deleted_at timestamptz`,
  sql`create index bicicletas_deleted on bicicletas (deleted_at) where deleted_at is not null`,
  sql`alter table accesorios add column version integer not null default 1`,
  sql`alter table accesorios add column deleted_at timestamptz`,
  sql`create index accesorios_deleted on accesorios (deleted_at) where deleted_at is not null`,
);

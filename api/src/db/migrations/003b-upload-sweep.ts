import { sql } from 'kysely';
import { statements } from './statements';

/** Uploaded files that may have lost their last reference: removed after a grace period if still unreferenced. */
export const migration = statements(
  sql`create table upload_sweep (
        url text primary key,
        since timestamptz not null default now(),
        origin text not null default 'released' check (origin in ('released', 'upload', 'seed'))
      )`,
);

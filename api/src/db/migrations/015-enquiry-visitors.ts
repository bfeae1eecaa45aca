import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Enquiry insights count people, not requests. `enquiry_visitors` holds, per product, shop day and kind, each visitor
 * counted as a keyed hash of their address and browser; the key is the day's random salt in `enquiry_salts`. Both go
 * at the hourly maintenance once their day is over, so no hash outlives its day and none can be recomputed from an
 * address afterwards. `counted` is false for a visitor beyond the hourly allowance of a product (a bought burst).
 */
export const migration = statements(
  sql`create table enquiry_salts (
        day date primary key,
        salt text not null
      )`,
  sql`create table enquiry_visitors (
        product_type text not null check (product_type in ('bicicleta', 'accesorio')),
        product_id integer not null,
        day date not null,
        kind text not null check (kind in ('vista', 'consulta')),
        visitor text not null,
        seen_at timestamptz not null default now(),
        counted boolean not null,
        primary key (product_type, product_id, day, kind, visitor)
      )`,
  sql`create index enquiry_visitors_recent on enquiry_visitors (product_type, product_id, kind, seen_at)`,
);

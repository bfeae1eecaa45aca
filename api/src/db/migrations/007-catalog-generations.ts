import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Fast search. A list's counts (its total and, with `facets=1`, the facet counts) change only when its
 * catalogue does: every statement that writes a catalogue table bumps that table's generation in the same
 * transaction, so a count taken at one generation can be reused while a list reads the same generation, for writes
 * through any process and for SQL run by hand.
 *
 * The trigram indexes stop queueing new rows in GIN's pending list: a search scanned that list row by row (10 000
 * rows inserted at once left ~2 000 there), so the planner read the whole table instead. PGlite has no autovacuum
 * to empty the list; writes to the catalogue are few, so each goes straight into the index.
 */
export const migration = statements(
  sql`create table catalog_generations (catalog text primary key, generation bigint not null default 0)`,
  sql`insert into catalog_generations (catalog) values ('bicicletas'), ('accesorios')`,
  sql`create function bump_catalog_generation() returns trigger language plpgsql as $$
        begin
          update catalog_generations set generation = generation + 1 where catalog = tg_table_name;
          return null;
        end
      $$`,
  sql`create trigger bicicletas_generation after insert or update or delete or truncate on bicicletas
        for each statement execute function bump_catalog_generation()`,
  sql`create trigger accesorios_generation after insert or update or delete or truncate on accesorios
        for each statement execute function bump_catalog_generation()`,
  sql`alter index bicicletas_search set (fastupdate = off)`,
  sql`alter index accesorios_search set (fastupdate = off)`,
  sql`select gin_clean_pending_list('bicicletas_search'), gin_clean_pending_list('accesorios_search')`,
);

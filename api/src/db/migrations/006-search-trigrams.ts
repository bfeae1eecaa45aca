import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Catalogue search (`q`, suggestions): '%word%' over the unaccented, lower-cased search column through a trigram
 * index instead of reading every row. The column is written with every create and update.
 */
export const migration = statements(
  sql`create extension if not exists pg_trgm`,
  sql`create index bicicletas_search on bicicletas using gin (search_text gin_trgm_ops)`,
  sql`create index accesorios_search on accesorios using gin (search_text gin_trgm_ops)`,
);

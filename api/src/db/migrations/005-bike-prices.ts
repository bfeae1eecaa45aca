import { sql } from 'kysely';
import { statements } from './statements';

/** Bicycles get an optional price in whole pesos, like accessories; sorted by price in lists. */
export const migration = statements(
  sql`alter table bicicletas add column precio integer check (precio >= 0)`,
  sql`create index bicicletas_precio on bicicletas (precio, id)`,
  sql`create index accesorios_precio on accesorios (precio, id)`,
);

import { sql } from 'kysely';
import { statements } from './statements';

/**
 * A product's sale: a price below its price from one shop day to another, both optional. The days are stored as
 * 'AAAA-MM-DD' text, the shop's local days (Argentina time): they compare in order as text, and the driver does
 * not turn them into instants of the server's time zone as it does a `date`.
 */
const saleColumns = (table: 'bicicletas' | 'accesorios', type: 'integer' | 'double precision', max: number) =>
  sql`alter table ${sql.table(table)}
        add column precio_oferta ${sql.raw(type)} constraint ${sql.id(`${table}_precio_oferta_range`)}
          check (precio_oferta between 0 and ${sql.lit(max)}),
        add column oferta_desde text constraint ${sql.id(`${table}_oferta_desde_day`)}
          check (oferta_desde ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        add column oferta_hasta text constraint ${sql.id(`${table}_oferta_hasta_day`)}
          check (oferta_hasta ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;

/**
 * The sale price keeps its price's type (a bicycle's in whole pesos) and range (migration 010, the contract's MAX_PRICE
 * on this date): NaN and ∞ fall outside.
 */
export const migration = statements(
  saleColumns('bicicletas', 'integer', 2_000_000_000),
  saleColumns('accesorios', 'double precision', 100_000_000),
);

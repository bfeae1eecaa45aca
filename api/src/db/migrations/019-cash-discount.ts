import { sql } from 'kysely';
import { statements } from './statements';

/**
 * A product's own discount for paying in cash or by bank transfer, in whole percent, in place of the site's
 * (null: the site's; 0: none). The range is the contract's MAX_CASH_DISCOUNT_PERCENT on this date.
 */
export const migration = statements(
  sql`alter table bicicletas add column descuento_efectivo integer
        constraint bicicletas_descuento_efectivo_range check (descuento_efectivo between 0 and 90)`,
  sql`alter table accesorios add column descuento_efectivo integer
        constraint accesorios_descuento_efectivo_range check (descuento_efectivo between 0 and 90)`,
);

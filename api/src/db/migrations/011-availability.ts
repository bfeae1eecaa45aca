import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Availability. A bicycle keeps one per colour × talle it is offered in (an array of
 * `{ color, talle, estado, dias }`, empty without data), an accessory one (`{ estado, dias }`, null without data);
 * the API checks the values (`catalog-availability.ts`). `disponible_ahora` is what the 'Disponible ahora' filter
 * reads: the colours available now (bicycles; '' for a bicycle without colours), or the state when available
 * (accessories); empty when nothing is. 'Available now' is 'en_stock' or 'pocas_unidades' (the contract's
 * AVAILABLE_NOW on this date). An image may name the bicycle colour it shows.
 */
export const migration = statements(
  sql`alter table bicicletas add column disponibilidad jsonb not null default '[]'
        check (jsonb_typeof(disponibilidad) = 'array')`,
  sql`alter table bicicletas add column disponible_ahora jsonb generated always as (
        jsonb_path_query_array(disponibilidad, '$[*] ? (@.estado == "en_stock" || @.estado == "pocas_unidades").color')
      ) stored`,
  sql`alter table accesorios add column disponibilidad jsonb check (jsonb_typeof(disponibilidad) = 'object')`,
  sql`alter table accesorios add column disponible_ahora jsonb generated always as (
        jsonb_path_query_array(disponibilidad, '$ ? (@.estado == "en_stock" || @.estado == "pocas_unidades").estado')
      ) stored`,
  sql`alter table imagenes add column color text check (color ~ '^#[0-9a-f]{6}$')`,
);

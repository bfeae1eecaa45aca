import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Availability per store. Each of a bicycle's combinations names the store it is for (`tienda`, a location's `id` in
 * the site config); what was kept before is the first store's ('casa-central', the default config's first location
 * on this date), so every page shows what it showed. `disponible_ahora` now keeps the combinations available now
 * whole, so the 'Disponible ahora' filter asks for a colour, a store or both by containment
 * (`@> '[{"tienda": "local-palermo"}]'`). Moving the old rows is no change of the owner's: the history does not
 * record it.
 */
export const migration = statements(
  sql`alter table bicicletas disable trigger bicicletas_history`,
  sql`update bicicletas
        set disponibilidad = (
          select coalesce(jsonb_agg('{"tienda": "casa-central"}'::jsonb || combination), '[]'::jsonb)
          from jsonb_array_elements(disponibilidad) combination
        )
        where disponibilidad <> '[]'::jsonb`,
  sql`alter table bicicletas enable trigger bicicletas_history`,
  sql`alter table bicicletas drop column disponible_ahora`,
  sql`alter table bicicletas add column disponible_ahora jsonb generated always as (
        jsonb_path_query_array(disponibilidad, '$[*] ? (@.estado == "en_stock" || @.estado == "pocas_unidades")')
      ) stored`,
);

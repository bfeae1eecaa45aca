import { COLOUR_PALETTE, type ListFacets } from '@shop/contract';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { describing } from '../../lib/schema';
import { generationOf } from './catalog-counts';
import type { CatalogKind } from './catalog-kind';
import type { Conditions, Facet, Facets } from './catalog-query';

const Counts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

export const FacetsSchema = describing<ListFacets>()(
  Type.Object(
    {
      categoria: Counts,
      marca: Counts,
      color: Type.Optional(Counts),
      disponible: Type.Integer({ minimum: 0, description: "Cuántos habría eligiendo 'Disponible ahora'." }),
    },
    {
      additionalProperties: false,
      description:
        'Con `facets=1`: por cada valor de categoría, marca y color (bicicletas, por el nombre de la paleta), cuántos ' +
        'items habría eligiéndolo, con los demás filtros aplicados pero no el suyo. Las categorías y los colores ' +
        'van todos (0 si no hay); las marcas, las de los items que cumplen la búsqueda y los filtros que no son facetas; ' +
        "`disponible`, cuántos habría con 'Disponible ahora'.",
    },
  ),
);

/**
 * Disjunctive counts in one pass over the rows every other filter (search, visibility, exact fields) lets
 * through: each facet's values counted with the other facets' filters applied but not its own, so choosing MTB
 * still tells how many URBANO there are. The rows are first grouped by their facet values (a catalogue has few
 * distinct combinations), and the list's total comes out of the same pass, with the catalogue's generation.
 */
export async function listFacets(
  db: Queryable,
  kind: CatalogKind,
  where: Conditions,
): Promise<{ facets: Facets; total: number; generation: string }> {
  const params = [...where.params];
  const others = (facet: Facet | null) => where.joined((tag) => tag !== null && tag !== facet, facet === 'color');
  const facetColumns = ['categoria', 'marca', 'disponible_ahora', ...kind.colourFields].join(', ');
  const selects = [
    `select 'total' as facet, '' as value, sum(n) filter (where ${others(null)}) as n from combos`,
    `select 'generation', ${generationOf(kind)}, null`,
    `select 'categoria', categoria, sum(n) filter (where ${others('categoria')}) from combos group by categoria`,
    `select 'marca', min(marca), sum(n) filter (where ${others('marca')})
       from combos where marca is not null group by lower(marca)`,
    `select 'disponible', '', sum(n) filter (where ${others('disponible')} and ${where.availableNow}) from combos`,
  ];
  if (kind.colourFields.length) {
    const palette = COLOUR_PALETTE.map(({ name, hex }) => `($${params.push(name)}, $${params.push(hex)})`);
    selects.push(
      `select 'color', palette.name, sum(n) filter (where ${others('color')})
         from combos join (values ${palette.join(', ')}) as palette (name, hex)
           on palette.hex in (${kind.colourFields.join(', ')})
         group by palette.name`,
    );
  }
  const rows = await db.query<{ facet: Facet | 'total' | 'generation'; value: string; n: number | null }>(
    `with combos as (
       select ${facetColumns}, count(*)::int as n from ${kind.table}
       where ${where.joined((tag) => tag === null)} group by ${facetColumns}
     )
     select facet, value, coalesce(n, 0)::int as n
     from (${selects.join(' union all ')}) as counted order by facet, lower(value)`,
    params,
  );
  const zeros = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, 0]));
  const facets: Facets = { categoria: zeros(kind.categories), marca: {}, disponible: 0 };
  if (kind.colourFields.length) facets.color = zeros(COLOUR_PALETTE.map(({ name }) => name));
  let total = 0;
  let generation = '0';
  for (const { facet, value, n } of rows) {
    if (facet === 'total') total = n ?? 0;
    else if (facet === 'generation') generation = value;
    else if (facet === 'disponible') facets.disponible = n ?? 0;
    else {
      const counts = facets[facet];
      if (counts) counts[value] = n ?? 0;
    }
  }
  return { facets, total, generation };
}

import { COLOUR_PALETTE, type ListFacets } from '@shop/contract';
import { Type } from 'typebox';
import { type Expression, type SqlBool, sql } from 'kysely';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { describing } from '../../lib/schema';
import { generationOf } from './catalog-counts';
import type { CatalogKind } from '../catalog-item';
import { allOf, type Condition, type Facet, type Facets, ON_SALE_GROUPED, onSaleOn } from './catalog-query';

const Counts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

export const FacetsSchema = describing<ListFacets>()(
  Type.Object(
    {
      categoria: Counts,
      marca: Counts,
      color: Type.Optional(Counts),
      disponible: Type.Integer({ minimum: 0, description: "Cuántos habría eligiendo 'Disponible ahora'." }),
      en_oferta: Type.Integer({ minimum: 0, description: "Cuántos habría eligiendo 'En oferta' (en oferta hoy)." }),
    },
    {
      additionalProperties: false,
      description:
        'Con `facets=1`: por cada valor de categoría, marca y color (bicicletas, por el nombre de la paleta), cuántos ' +
        'items habría eligiéndolo, con los demás filtros aplicados pero no el suyo. Las categorías y los colores ' +
        'van todos (0 si no hay); las marcas, las de los items que cumplen la búsqueda y los filtros que no son facetas; ' +
        "`disponible`, cuántos habría con 'Disponible ahora'; `en_oferta`, cuántos con 'En oferta'.",
    },
  ),
);

/** What a row of the counts is about: a facet's value, or the list's total (with the catalogue's generation). */
type CountedRow = Facet | 'total';

/**
 * Disjunctive counts in one pass over the rows every other filter (search, visibility, exact fields) lets
 * through: each facet's values counted with the other facets' filters applied but not its own, so choosing MTB
 * still tells how many URBANO there are. The rows are first grouped by their facet values (a catalogue has few
 * distinct combinations), and the list's total comes out of the same pass, with the catalogue's generation.
 */
function facetsQuery(kind: CatalogKind, where: readonly Condition[], availableNow: Expression<SqlBool>, today: string) {
  const facetColumns = ['categoria', 'marca', 'disponible_ahora', ...kind.colourFields] as const;
  const others = (facet: Facet | null) => allOf(where, (tag) => tag !== null && tag !== facet, facet === 'color', true);
  const counted = (facet: CountedRow) => sql.lit<CountedRow>(facet).as('facet');
  return typedSql
    .with('combos', (db) =>
      db
        .selectFrom(kind.table)
        .select(facetColumns)
        .select((eb) => [
          eb.cast<boolean>(eb.fn.coalesce(onSaleOn(today), sql.lit(false)), 'boolean').as('en_oferta'),
          eb.cast<number>(eb.fn.countAll(), 'integer').as('n'),
        ])
        .where(allOf(where, (tag) => tag === null))
        .groupBy([...facetColumns, 'en_oferta']),
    )
    .selectFrom((db) => {
      // An on/off filter's count: the rows its test lets through, with the other facets' filters applied.
      const flag = (facet: 'disponible' | 'en_oferta', test: Expression<SqlBool>) =>
        db.selectFrom('combos').select((eb) => [
          counted(facet),
          sql.lit('').as('value'),
          eb.fn
            .sum<number | null>('n')
            .filterWhere(eb.and([others(facet), test]))
            .as('n'),
        ]);
      // One row whatever the filters: an aggregate without groups.
      const counts = db
        .selectFrom('combos')
        .select((eb) => [
          counted('total'),
          generationOf(kind).as('value'),
          eb.fn.sum<number | null>('n').filterWhere(others(null)).as('n'),
        ])
        .unionAll(
          db
            .selectFrom('combos')
            .select((eb) => [
              counted('categoria'),
              'categoria as value',
              eb.fn.sum<number | null>('n').filterWhere(others('categoria')).as('n'),
            ])
            .groupBy('categoria'),
        )
        .unionAll(
          db
            .selectFrom('combos')
            .select((eb) => [
              counted('marca'),
              eb.fn.min<string>('marca').as('value'),
              eb.fn.sum<number | null>('n').filterWhere(others('marca')).as('n'),
            ])
            .where('marca', 'is not', null)
            .groupBy((eb) => eb.fn('lower', ['marca'])),
        )
        .unionAll(flag('disponible', availableNow))
        .unionAll(flag('en_oferta', ON_SALE_GROUPED));
      if (!kind.colourFields.length) return counts.as('counted');
      const palette = sql<{ name: string; hex: string }>`(values ${sql.join(
        COLOUR_PALETTE.map(({ name, hex }) => sql`(${name}, ${hex})`),
      )})`.as<'palette'>(sql`palette (name, hex)`);
      return counts
        .unionAll(
          db
            .selectFrom('combos')
            .innerJoin(palette, (join) =>
              join.on((eb) =>
                eb(
                  'palette.hex',
                  'in',
                  kind.colourFields.map((field) => eb.ref(field)),
                ),
              ),
            )
            .select((eb) => [
              counted('color'),
              'palette.name as value',
              eb.fn.sum<number | null>('n').filterWhere(others('color')).as('n'),
            ])
            .groupBy('palette.name'),
        )
        .as('counted');
    })
    .select((eb) => ['facet', 'value', eb.cast<number>(eb.fn.coalesce('n', sql.lit(0)), 'integer').as('n')])
    .orderBy('facet')
    .orderBy((eb) => eb.fn('lower', ['value']));
}

/**
 * `availableNow`: what 'Disponible ahora' would keep with the list's colour choice (catalog-query's availableNow);
 * `today`: the shop day 'En oferta' counts the sales of.
 */
export async function listFacets(
  db: Queryable,
  kind: CatalogKind,
  where: readonly Condition[],
  availableNow: Expression<SqlBool>,
  today: string,
): Promise<{ facets: Facets; total: number; generation: string }> {
  const rows = await rowsOf(db, facetsQuery(kind, where, availableNow, today));
  const zeros = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, 0]));
  const facets: Facets = { categoria: zeros(kind.categories), marca: {}, disponible: 0, en_oferta: 0 };
  if (kind.colourFields.length) facets.color = zeros(COLOUR_PALETTE.map(({ name }) => name));
  let total = 0;
  let generation = '0';
  for (const { facet, value, n } of rows) {
    if (facet === 'total') {
      total = n;
      generation = value ?? '0';
    } else if (facet === 'disponible' || facet === 'en_oferta') facets[facet] = n;
    else {
      const counts = facets[facet];
      if (counts && value !== null) counts[value] = n;
    }
  }
  return { facets, total, generation };
}

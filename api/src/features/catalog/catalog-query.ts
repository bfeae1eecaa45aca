import { type ListQuery, normaliseHex, splitList } from '@shop/contract';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import { badRequest } from '../../lib/http-error';
import { searchable } from '../../lib/text';
import { type CatalogKind, live } from '../catalog-item';

/** The filters a list can count its values of (`facets=1`). */
export type Facet = 'categoria' | 'color' | 'marca' | 'disponible' | 'en_oferta';

/** One test of a list's `where`; a facet's own filter is tagged with it. */
export interface Condition {
  test: Expression<SqlBool>;
  facet: Facet | null;
  /** What stands for this test while each colour of the palette is counted (the colour facet's `palette`). */
  byColour?: Expression<SqlBool>;
  /** What stands for this test on the rows grouped by facet values (the facet counts' `combos`). */
  grouped?: Expression<SqlBool>;
}

/** The store 'Disponible ahora' asks about (bicycles, which keep their availability per store), as JSON to contain. */
function chosenStore(kind: CatalogKind, query: ListQuery) {
  return sql<string>`${JSON.stringify(kind.colourFields.length && query.tienda ? { tienda: query.tienda } : {})}::jsonb`;
}

/** 'Disponible ahora' in the colour of the palette row being counted (at the chosen store, if any). */
function availableInCountedColour(kind: CatalogKind, query: ListQuery): Expression<SqlBool> {
  return sql<SqlBool>`disponible_ahora @> jsonb_build_array(
    jsonb_build_object('color', palette.hex) || ${chosenStore(kind, query)})`;
}

/**
 * 'Disponible ahora' for the list's colour and store choices, chosen or not ('En stock' or 'Pocas unidades'; in the
 * chosen colour when there is one, at the chosen store when there is one; a bicycle's combinations are kept whole,
 * an accessory's state alone): the filter, and what its facet counts.
 */
export function availableNow(kind: CatalogKind, query: ListQuery): Expression<SqlBool> {
  if (!kind.colourFields.length || (!query.color && !query.tienda))
    return sql<SqlBool>`disponible_ahora <> '[]'::jsonb`;
  const colour = query.color ? { color: normaliseHex(query.color) } : {};
  return sql<SqlBool>`disponible_ahora @> jsonb_build_array(${JSON.stringify(colour)}::jsonb || ${chosenStore(kind, query)})`;
}

/**
 * On sale on the shop day `today` ('AAAA-MM-DD', Argentina time; contract's isOnSale): the filter 'En oferta', and
 * what its facet counts. The day is a parameter, so no count or answer of another day is reused for it.
 */
export function onSaleOn(today: string): Expression<SqlBool> {
  return sql<SqlBool>`(precio_oferta < precio and coalesce(oferta_desde, '') <= ${today}
    and coalesce(oferta_hasta, '9999-12-31') >= ${today})`;
}

/** The price charged on the shop day `today`: the sale price while its sale runs, else the price. */
export function priceOn(today: string): Expression<number | null> {
  return sql<number | null>`(case when ${onSaleOn(today)} then precio_oferta else precio end)`;
}

/** The facet counts' `combos` column holding `onSaleOn` of each group. */
export const ON_SALE_GROUPED = sql<SqlBool>`en_oferta`;

/**
 * Builds a catalogue's conditions. They name columns without their table, so that the facet counts apply them to
 * the rows grouped by facet values as well.
 */
const catalogExpressions = expressionBuilder<Tables, CatalogKind['table']>();

/**
 * The conditions `keep` accepts, joined with `and` (true when none); `byColour` while counting colours, `grouped` on
 * the rows grouped by facet values.
 */
export function allOf(
  conditions: readonly Condition[],
  keep: (facet: Facet | null) => boolean = () => true,
  byColour = false,
  grouped = false,
) {
  return catalogExpressions.and(
    conditions
      .filter((condition) => keep(condition.facet))
      .map((condition) => (byColour && condition.byColour) || (grouped && condition.grouped) || condition.test),
  );
}

/** Value → how many items the list would hold with it chosen, for each filter of the panel; 'Disponible ahora' a number. */
export type Facets = Partial<Record<Exclude<Facet, 'disponible' | 'en_oferta'>, Record<string, number>>> & {
  disponible?: number;
  en_oferta?: number;
};

/** What a list's filters count: the total, and the facet counts when they were asked for. */
export interface Counted {
  total: number;
  facets?: Facets;
}

/** "MTB, urbano" → ["mtb", "urbano"]. */
function lowerCaseList(value: string | undefined): string[] {
  return splitList(value ?? '').map((item) => item.toLowerCase());
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * How the search words are matched. 'trigram': `like '%word%'`, which the trigram index can answer, for a word
 * in few rows. 'scan': `strpos`, which no index answers, for a word in many: the page is then read along its
 * order until it is full, the plan the database picks for such a word anyway, without costing the trigram
 * index at every request (a third of a PGlite search's planning). Both match the same rows.
 */
export type WordMatch = 'trigram' | 'scan';

export function conditions(
  kind: CatalogKind,
  query: ListQuery,
  seeHidden: boolean,
  today: string,
  words: WordMatch = 'trigram',
): Condition[] {
  if (query.precio_min !== undefined && query.precio_max !== undefined && query.precio_min > query.precio_max)
    throw badRequest('El precio mínimo no puede ser mayor que el máximo.', 'precio_min');
  const eb = catalogExpressions;
  const where: Condition[] = [];
  const add = (test: Expression<SqlBool>, facet: Facet | null = null, byColour?: Expression<SqlBool>) =>
    where.push({ test, facet, ...(byColour ? { byColour } : {}) });
  if (query.en_oferta === 1) where.push({ test: onSaleOn(today), facet: 'en_oferta', grouped: ON_SALE_GROUPED });
  add(live);
  if (!seeHidden) add(eb.ref('visible'));
  const categories = lowerCaseList(query.categoria);
  if (categories.length) add(eb('categoria', 'in', categories), 'categoria');
  const brands = lowerCaseList(query.marca);
  if (brands.length) add(eb(eb.fn('lower', ['marca']), 'in', brands), 'marca');
  for (const word of searchable(query.q).split(/\s+/).filter(Boolean)) {
    if (words === 'scan') add(eb(eb.fn('strpos', ['search_text', eb.val(word)]), '>', sql.lit(0)));
    else add(eb('search_text', 'like', `%${escapeLike(word)}%`));
  }
  if (query.color && kind.colourFields.length) {
    const colour = normaliseHex(query.color);
    add(eb.or(kind.colourFields.map((field) => eb(field, '=', colour))), 'color');
  }
  if (query.disponible === 1) add(availableNow(kind, query), 'disponible', availableInCountedColour(kind, query));
  if (query.exclude !== undefined) add(eb('id', '<>', query.exclude));
  if (query.precio_min !== undefined) add(eb(priceOn(today), '>=', query.precio_min));
  if (query.precio_max !== undefined) add(eb(priceOn(today), '<=', query.precio_max));
  for (const field of kind.exactFilters) {
    const value = query[field];
    if (typeof value === 'string' && value.trim()) add(eb(eb.fn('lower', [field]), '=', value.trim().toLowerCase()));
  }
  for (const field of kind.booleanFilters) {
    const value = query[field];
    if (typeof value === 'boolean') add(eb(field, '=', value));
  }
  return where;
}

import { type ListQuery, normaliseHex } from '@shop/contract';
import type { SqlValue } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { searchable } from '../../lib/text';
import type { CatalogKind } from './catalog-kind';
import { LIVE } from './item-version';

/** The filters a list can count its values of (`facets=1`). */
export type Facet = 'categoria' | 'color' | 'marca' | 'disponible';

/** 'Disponible ahora' in the colour of the palette row being counted (the colour facet's query names it `palette`). */
const AVAILABLE_IN_COUNTED_COLOUR = 'disponible_ahora @> jsonb_build_array(palette.hex)';

/** Builds `where` clauses with numbered parameters; a facet's own filter is tagged with it. */
export class Conditions {
  readonly parts: { clause: string; facet: Facet | null; byColour?: string }[] = [];
  readonly params: SqlValue[] = [];
  /** 'Disponible ahora' for the list's colour choice, chosen or not: what its facet counts. */
  availableNow = "disponible_ahora <> '[]'::jsonb";

  /** `byColour`: the clause that stands for this one while each colour of the palette is counted. */
  add(
    clause: (placeholder: (value: SqlValue) => string) => string,
    facet: Facet | null = null,
    byColour?: string,
  ): void {
    this.parts.push({ clause: clause((value) => `$${this.params.push(value)}`), facet, byColour });
  }

  /** The clauses `keep` accepts, joined with `and` ('true' when none); `byColour` while counting colours. */
  joined(keep: (facet: Facet | null) => boolean, byColour = false): string {
    const clauses = this.parts
      .filter((part) => keep(part.facet))
      .map((part) => (byColour && part.byColour) || part.clause);
    return clauses.length ? clauses.join(' and ') : 'true';
  }

  get sql(): string {
    return this.parts.length ? `where ${this.joined(() => true)}` : '';
  }
}

/** Value → how many items the list would hold with it chosen, for each filter of the panel. */
export type Facets = Partial<Record<Exclude<Facet, 'disponible'>, Record<string, number>>> & { disponible?: number };

/** What a list's filters count: the total, and the facet counts when they were asked for. */
export interface Counted {
  total: number;
  facets?: Facets;
}

/** "MTB, urbano" → ["mtb", "urbano"]. */
function lowerCaseList(value: string | number | boolean | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
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
  words: WordMatch = 'trigram',
): Conditions {
  if (query.precio_min !== undefined && query.precio_max !== undefined && query.precio_min > query.precio_max)
    throw badRequest('El precio mínimo no puede ser mayor que el máximo.', 'precio_min');
  const where = new Conditions();
  where.add(() => LIVE);
  if (!seeHidden) where.add(() => 'visible');
  const categories = lowerCaseList(query.categoria);
  if (categories.length) where.add((p) => `categoria in (${categories.map(p).join(', ')})`, 'categoria');
  const brands = lowerCaseList(query.marca);
  if (brands.length) where.add((p) => `lower(marca) in (${brands.map(p).join(', ')})`, 'marca');
  for (const word of searchable(query.q).split(/\s+/).filter(Boolean)) {
    if (words === 'scan') where.add((p) => `strpos(search_text, ${p(word)}) > 0`);
    else where.add((p) => `search_text like ${p(`%${escapeLike(word)}%`)}`);
  }
  if (query.color && kind.colourFields.length) {
    const colour = normaliseHex(query.color);
    where.add((p) => {
      const placeholder = p(colour);
      // Available now in the chosen colour, not in any.
      where.availableNow = `disponible_ahora @> jsonb_build_array(${placeholder}::text)`;
      return `(${kind.colourFields.map((field) => `${field} = ${placeholder}`).join(' or ')})`;
    }, 'color');
  }
  if (query.disponible === 1) where.add(() => where.availableNow, 'disponible', AVAILABLE_IN_COUNTED_COLOUR);
  if (query.exclude !== undefined) where.add((p) => `id <> ${p(query.exclude as number)}`);
  if (query.precio_min !== undefined) where.add((p) => `precio >= ${p(query.precio_min as number)}`);
  if (query.precio_max !== undefined) where.add((p) => `precio <= ${p(query.precio_max as number)}`);
  for (const field of kind.exactFilters) {
    const value = query[field];
    if (typeof value === 'string' && value.trim())
      where.add((p) => `lower(${field}) = ${p(value.trim().toLowerCase())}`);
  }
  for (const field of kind.booleanFilters) {
    const value = query[field];
    if (typeof value === 'boolean') where.add((p) => `${field} = ${p(value)}`);
  }
  return where;
}

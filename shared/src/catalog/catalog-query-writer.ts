import { splitList } from '@shop/contract';
import { priceBound, type RefusedValue } from './price-text';

const PRICE_BOUNDS = ['precio_min', 'precio_max'] as const;

/**
 * The one writer of catalogue addresses: the app's filters once hydrated, and the page's early-events script
 * before (bundled into it), so a page has one address and one page-cache key whoever wrote it. No React here.
 */

/** Query parameters to set, or to remove with an empty value. */
export type QueryChanges = Readonly<Record<string, string | number | null | undefined>>;

/** Sets a parameter to its values as one comma list (' mtb, ,bmx' → 'mtb,bmx'), or removes it when none is left. */
function setList(query: URLSearchParams, name: string, values: readonly string[]): void {
  const list = values.flatMap(splitList).join(',');
  if (list === '') query.delete(name);
  else query.set(name, list);
}

/**
 * Prices in whole pesos without separators ('100.000' → '100000'), the range the right way round when reversed;
 * a bound the list cannot use stays as typed, where its field shows it again with why.
 */
function writePriceRange(query: URLSearchParams): void {
  const [min, max] = PRICE_BOUNDS.map((name) => priceBound(query.get(name) ?? ''));
  const text = (bound: string | RefusedValue | undefined) => (typeof bound === 'object' ? bound.typed : (bound ?? ''));
  const reversed =
    typeof min === 'string' && typeof max === 'string' && min !== '' && max !== '' && Number(min) > Number(max);
  const [low, high] = reversed ? [max, min] : [min, max];
  setList(query, 'precio_min', [text(low)]);
  setList(query, 'precio_max', [text(high)]);
}

/**
 * The query after the changes: each parameter once, comma-separated as the API reads it (a form sent without
 * JavaScript repeats the name), no empty value, no page 1; any change but the page goes back to page 1.
 */
export function nextCatalogQuery(base: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of new Set(base.keys())) setList(next, name, base.getAll(name));
  for (const [name, value] of Object.entries(changes)) {
    setList(next, name, [value === null || value === undefined ? '' : String(value)]);
  }
  if (!('page' in changes) || next.get('page') === '1') next.delete('page');
  writePriceRange(next);
  return next;
}

/** The address of `path` with the query after the changes. */
export function nextCatalogAddress(path: string, base: URLSearchParams, changes: QueryChanges): string {
  const search = nextCatalogQuery(base, changes).toString();
  return search === '' ? path : `${path}?${search}`;
}

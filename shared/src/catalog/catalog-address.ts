import type { Paged } from './catalog-types';
import { CATALOG_DEFAULTS, type CatalogQuery } from './use-catalog-params';

/**
 * The address of a catalogue page as the site names it (its canonical address): the parameters that choose its
 * list (each filter set, a sort or page size other than the default, a page after the first) in one order.
 * Addresses of the same list share it, and a filtered, sorted or shorter page is never folded into another list.
 */
export function catalogPagePath<Key extends string>(
  path: string,
  query: CatalogQuery<Key>,
  filterKeys: readonly Key[],
): string {
  const canonical = new URLSearchParams();
  for (const key of filterKeys) if (query.filters[key] !== '') canonical.set(key, query.filters[key]);
  if (query.sort !== CATALOG_DEFAULTS.sort) canonical.set('sort', query.sort);
  if (query.limit !== CATALOG_DEFAULTS.limit) canonical.set('limit', String(query.limit));
  if (query.page > CATALOG_DEFAULTS.page) canonical.set('page', String(query.page));
  const search = canonical.toString();
  return search ? `${path}?${search}` : path;
}

/** A page after the last of its list (page 2 of an empty one too): the address names no page, a 404. */
export function pastLastPage(list: Pick<Paged<unknown>, 'page' | 'totalPages'> | undefined): boolean {
  return list !== undefined && list.page > CATALOG_DEFAULTS.page && list.page > list.totalPages;
}

import { DEFAULT_LIST_SORT, LIST_PAGE_SIZE, listLimit, splitList, type StorefrontSort } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@shop/shared/router';
import { nextCatalogAddress, nextCatalogQuery } from './catalog-query-writer';
import { storeFilterValue } from './store-filter';
import { toggleFilterValue } from './toggle-filter';
import { priceBound, type RefusedValue } from './price-text';

export const CATALOG_DEFAULTS = {
  page: 1,
  limit: LIST_PAGE_SIZE.default,
  sort: DEFAULT_LIST_SORT,
} as const;

export interface CatalogParamsOptions<Key extends string> {
  /** Filter names read from the query string besides page, limit and sort. */
  filters: readonly Key[];
  /** Accepted sort values; anything else falls back to the first. */
  sorts: readonly StorefrontSort[];
}

/** A catalogue's state as its address carries it. */
export interface CatalogQuery<Key extends string> {
  filters: Record<Key, string>;
  /** The filters whose value the address carries as typed but the list cannot use ('precio_min=9.80'). */
  refused: Partial<Record<Key, RefusedValue>>;
  page: number;
  limit: number;
  sort: StorefrontSort;
  /** Whether any filter is set (what 'Limpiar' would clear). */
  filtered: boolean;
}

/** Query parameters to set, or to remove with an empty value. */
export type CatalogChanges<Key extends string> = Partial<
  Record<Key | 'page' | 'limit' | 'sort', string | number | null>
>;

export interface CatalogParams<Key extends string> extends CatalogQuery<Key> {
  /** Sets or removes (empty value) query parameters; any change but `page` goes back to page 1. */
  update: (changes: CatalogChanges<Key>) => void;
  /**
   * The address `update` would lead to, for a link: it works before hydration and without JavaScript
   * (the server renders every address), and the router follows it without a reload once hydrated.
   */
  linkTo: (changes: CatalogChanges<Key>) => string;
}

/**
 * How the address's values of some filters are read: prices in whole pesos, the toggles ('Disponible ahora') as '1' or
 * '', a store as one of the site config's.
 */
const READ_AS: Readonly<Record<string, (value: string) => string | RefusedValue>> = {
  precio_min: priceBound,
  precio_max: priceBound,
  disponible: toggleFilterValue,
  en_oferta: toggleFilterValue,
  tienda: storeFilterValue,
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** Reads a catalogue's state from its query string (the screen, and the server's prefetch). */
export function readCatalogQuery<Key extends string>(
  searchParams: URLSearchParams,
  { filters: keys, sorts }: CatalogParamsOptions<Key>,
): CatalogQuery<Key> {
  // A form sent without JavaScript repeats a name once per ticked box (categoria=mtb&categoria=bmx).
  // Prices come as typed when sent without JavaScript ('1.250.000'): whole pesos, as the app writes them.
  const filters = {} as Record<Key, string>;
  const refused: Partial<Record<Key, RefusedValue>> = {};
  for (const key of keys) {
    const value = searchParams.getAll(key).flatMap(splitList).join(',');
    const read = READ_AS[key]?.(value) ?? value;
    filters[key] = typeof read === 'string' ? read : '';
    if (typeof read !== 'string') refused[key] = read;
  }
  const sort = searchParams.get('sort') ?? '';
  return {
    filters,
    refused,
    page: positiveInt(searchParams.get('page')) ?? CATALOG_DEFAULTS.page,
    limit: listLimit(positiveInt(searchParams.get('limit'))),
    sort: sorts.find((offered) => offered === sort) ?? sorts[0] ?? CATALOG_DEFAULTS.sort,
    filtered: keys.some((key) => filters[key] !== '' || key in refused),
  };
}

/** Every piece of a catalogue's state, kept in the query string so links and history restore it. */
export function useCatalogParams<Key extends string>(options: CatalogParamsOptions<Key>): CatalogParams<Key> {
  const [searchParams, setSearchParams] = useSearchParams();
  const landed = searchParams.toString();
  // The router's setter starts from the query of the last render, and its renders are transitions that
  // land later: each change starts from the last query asked for that has not landed yet, or a change
  // made meanwhile (a search whose pause ends, a filter picked) would drop the one before it.
  const requested = useRef<string[]>([]);
  useEffect(() => {
    requested.current = stillAsked(requested.current, searchParams.toString());
  }, [searchParams]);
  // What the controls show: the last query asked for, from the click on, so a ticked box or a chosen
  // colour stays chosen while its results load instead of springing back until the address lands.
  const [asked, setAsked] = useState({ landed, queries: [] as string[] });
  let shown = asked;
  if (asked.landed !== landed) {
    shown = { landed, queries: stillAsked(asked.queries, landed) };
    setAsked(shown);
  }
  const shownQuery = new URLSearchParams(shown.queries.at(-1) ?? landed);
  const { pathname } = useLocation();
  return {
    ...readCatalogQuery(shownQuery, options),
    update: (changes) => {
      const next = nextCatalogQuery(new URLSearchParams(requested.current.at(-1) ?? searchParams), changes).toString();
      requested.current.push(next);
      setAsked((current) => ({ ...current, queries: [...current.queries, next] }));
      setSearchParams(new URLSearchParams(next));
    },
    linkTo: (changes) => nextCatalogAddress(pathname, shownQuery, changes),
  };
}

/** The queries asked for that are still on their way once `landed` is the address's query. */
function stillAsked(queries: readonly string[], landed: string): string[] {
  const index = queries.indexOf(landed);
  // One asked for here: those asked before it have landed too. Any other (history, a link) replaces them.
  return index < 0 ? [] : queries.slice(index + 1);
}

/** Adds the value to a comma-separated list, or removes it when present. */
export function toggleInList(list: string, value: string): string {
  const items = splitList(list);
  return (items.includes(value) ? items.filter((item) => item !== value) : [...items, value]).join(',');
}

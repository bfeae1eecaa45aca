import { useEffect, useRef } from 'react';
import { useSearchParams } from '@shop/shared/router';

export const CATALOG_DEFAULTS = { page: 1, limit: 15, maxLimit: 100, sort: 'created_desc' } as const;

export interface CatalogParamsOptions<Key extends string> {
  /** Filter names read from the query string besides page, limit and sort. */
  filters: readonly Key[];
  /** Accepted sort values; anything else falls back to the first. */
  sorts: readonly string[];
}

/** A catalogue's state as its address carries it. */
export interface CatalogQuery<Key extends string> {
  filters: Record<Key, string>;
  page: number;
  limit: number;
  sort: string;
  /** Whether any filter is set (what 'Limpiar' would clear). */
  filtered: boolean;
}

export interface CatalogParams<Key extends string> extends CatalogQuery<Key> {
  /** Sets or removes (empty value) query parameters; any change but `page` goes back to page 1. */
  update: (changes: Partial<Record<Key | 'page' | 'limit' | 'sort', string | number | null>>) => void;
  /** Back to the plain catalogue. */
  clear: () => void;
}

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
  const filters = Object.fromEntries(keys.map((key) => [key, searchParams.get(key)?.trim() ?? ''])) as Record<
    Key,
    string
  >;
  const sort = searchParams.get('sort') ?? '';
  return {
    filters,
    page: positiveInt(searchParams.get('page')) ?? CATALOG_DEFAULTS.page,
    limit: Math.min(positiveInt(searchParams.get('limit')) ?? CATALOG_DEFAULTS.limit, CATALOG_DEFAULTS.maxLimit),
    sort: sorts.includes(sort) ? sort : (sorts[0] ?? CATALOG_DEFAULTS.sort),
    filtered: keys.some((key) => filters[key] !== ''),
  };
}

/** Every piece of a catalogue's state, kept in the query string so links and history restore it. */
export function useCatalogParams<Key extends string>(options: CatalogParamsOptions<Key>): CatalogParams<Key> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The router's setter starts from the query of the last render, and its renders are transitions that
  // land later: each change starts from the last query asked for that has not landed yet, or a change
  // made meanwhile (a search whose pause ends, a filter picked) would drop the one before it.
  const requested = useRef<string[]>([]);
  useEffect(() => {
    const landed = requested.current.indexOf(searchParams.toString());
    // One asked for here: those asked before it have landed too. Any other (history, a link) replaces them.
    requested.current = landed < 0 ? [] : requested.current.slice(landed + 1);
  }, [searchParams]);
  const navigateTo = (next: URLSearchParams) => {
    requested.current.push(next.toString());
    setSearchParams(next);
  };
  return {
    ...readCatalogQuery(searchParams, options),
    update: (changes) => {
      const next = new URLSearchParams(requested.current.at(-1) ?? searchParams);
      for (const [key, value] of Object.entries(changes)) {
        const text = value === null || value === undefined ? '' : String(value).trim();
        if (text === '' || (key === 'page' && text === '1')) next.delete(key);
        else next.set(key, text);
      }
      if (!('page' in changes)) next.delete('page');
      navigateTo(next);
    },
    clear: () => navigateTo(new URLSearchParams()),
  };
}

/** "mtb,urbano" → ["mtb", "urbano"]. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Adds the value to a comma-separated list, or removes it when present. */
export function toggleInList(list: string, value: string): string {
  const items = splitList(list);
  return (items.includes(value) ? items.filter((item) => item !== value) : [...items, value]).join(',');
}

/** What a catalogue's list request sends: the filters, the sort and the page. */
export function catalogListArgs<Key extends string>({ filters, sort, page, limit }: CatalogQuery<Key>) {
  return { ...filters, sort, page, limit };
}

import type { Imagen } from './catalog-types';

export interface SpecRow {
  label: string;
  value: string | number | null | undefined;
}

const DESCRIPTION_LENGTH = 160;

/** A page's meta description: the product's own text on one line and shortened, else `fallback`. */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : line;
}

/** Rows worth showing: empty or blank values are left out. */
export function nonEmptyRows(rows: readonly SpecRow[]): { label: string; value: string }[] {
  return rows
    .map(({ label, value }) => ({ label, value: value === null || value === undefined ? '' : String(value).trim() }))
    .filter((row) => row.value !== '');
}

/** The main image first, then by `orden` (images without one last). */
export function orderImages<T extends Pick<Imagen, 'es_principal' | 'orden'>>(images: readonly T[]): T[] {
  const rank = (image: T) => image.orden ?? Number.POSITIVE_INFINITY;
  return [...images].sort((a, b) => Number(b.es_principal) - Number(a.es_principal) || rank(a) - rank(b));
}

/** Related items without the current one and without repeated ids. */
export function distinctOthers<T extends { id: number }>(items: readonly T[], currentId: number): T[] {
  const seen = new Set<number>([currentId]);
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * The address of a product page with where to go back to: "/bici/12-trail?back=%2F...". The return address
 * loses its own `back`, so that a link from a product page to another never nests them.
 */
export function detailHref(productPath: string, backPath: string): string {
  const [path = '', query = ''] = backPath.split('?', 2);
  const rest = query
    .split('&')
    .filter((pair) => pair && pair.split('=', 1)[0] !== 'back')
    .join('&');
  return `${productPath}?back=${encodeURIComponent(rest ? `${path}?${rest}` : path)}`;
}

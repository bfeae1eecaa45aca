import { siteConfig, type SizeRange } from '@shop/shared/config';

/** The category's size guide from the site configuration (empty when it has none). */
export function sizeTable(categoria: string, guide = siteConfig.sizeGuide): SizeRange[] {
  return guide[categoria.toLowerCase()] ?? [];
}

export type SizeAdvice =
  { kind: 'none' } | { kind: 'size'; range: SizeRange } | { kind: 'outside'; min: number; max: number };

/** The size for a rider's height in cm: the first range that holds it, or why there is none. */
export function adviseSize(table: readonly SizeRange[], height: number | null): SizeAdvice {
  if (height === null || table.length === 0) return { kind: 'none' };
  const range = table.find((row) => height >= row.min && height <= row.max);
  if (range) return { kind: 'size', range };
  return {
    kind: 'outside',
    min: Math.min(...table.map((row) => row.min)),
    max: Math.max(...table.map((row) => row.max)),
  };
}

/** A typed height: whole centimetres, else nothing yet. */
export function parseHeight(text: string): number | null {
  return /^\d{2,3}$/.test(text.trim()) ? Number(text.trim()) : null;
}

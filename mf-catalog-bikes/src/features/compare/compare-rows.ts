import type { Bicicleta } from '@shop/shared/catalog';
import { bikeSheet } from '../../common/bike-sheet';

export interface CompareRow {
  label: string;
  /** One per bike, '' where it has none. */
  values: string[];
  /** Whether the bikes do not all say the same (ignoring case and spaces around). */
  differs: boolean;
}

/** One row per field of the technical sheet that any of the bikes fills, in the sheet's order. */
export function compareRows(bikes: readonly Bicicleta[]): CompareRow[] {
  const sheets = bikes.map(bikeSheet);
  return (sheets[0] ?? [])
    .map(({ label }, index) => {
      const values = sheets.map((sheet) => String(sheet[index]?.value ?? '').trim());
      return { label, values, differs: new Set(values.map((value) => value.toLowerCase())).size > 1 };
    })
    .filter((row) => row.values.some(Boolean));
}

/** '?ids=3,1,3,x' → [3, 1]: distinct positive ids, at most `max`. */
export function compareIds(value: string | null, max: number): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, max);
}

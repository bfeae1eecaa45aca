import { splitList, toggleInList, type FacetCounts } from '@shop/shared/catalog';
import { ACCESSORY_CATEGORIES } from '@shop/shared/domain';

export const ACCESSORY_FILTERS = [
  'q',
  'categoria',
  'marca',
  'material',
  'origen_pais',
  'destacado',
  'visible',
  'disponible',
  'en_oferta',
  'precio_min',
  'precio_max',
] as const;

export type AccessoryFilter = (typeof ACCESSORY_FILTERS)[number];

/** The API's exact-match text fields. */
export const TEXT_FILTERS = [
  { key: 'material', label: 'Material', chip: 'Material', placeholder: 'Ej.: Aluminio' },
  { key: 'origen_pais', label: 'Origen', chip: 'Origen', placeholder: 'Ej.: Argentina' },
] as const satisfies readonly { key: AccessoryFilter; label: string; chip: string; placeholder: string }[];

/** The yes/no filters of the API, with their labels. */
export const FLAG_FILTERS = [
  { key: 'destacado', label: 'Destacado' },
  { key: 'visible', label: 'Visible' },
] as const satisfies readonly { key: AccessoryFilter; label: string }[];

export const FLAG_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
] as const;

export const CATEGORY_OPTIONS = ACCESSORY_CATEGORIES.map((category) => ({
  value: category.name,
  label: category.name,
}));

/**
 * The categories in the address, as shown (upper case): /accesorios/{slug} writes the names, and
 * a hand-written address may carry them in lower case.
 */
export function shownCategories(list: string): string[] {
  return splitList(list).map((category) => category.toUpperCase());
}

export function toggleCategory(list: string, category: string): string {
  return toggleInList(shownCategories(list).join(','), category);
}

/** The counts of the categories as the options name them (upper case); the API names them as stored. */
export function shownCategoryCounts(counts: FacetCounts | undefined): FacetCounts | undefined {
  return counts && Object.fromEntries(Object.entries(counts).map(([category, n]) => [category.toUpperCase(), n]));
}

/** Categories are sent in lower case, as the API stores them. */
export function requestedCategories(list: string): string {
  return shownCategories(list)
    .map((category) => category.toLowerCase())
    .join(',');
}

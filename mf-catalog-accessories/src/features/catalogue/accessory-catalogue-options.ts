import { splitList, toggleInList } from '@shop/shared/catalog';
import { ACCESSORY_CATEGORIES } from '@shop/shared/domain';

export const ACCESSORY_FILTERS = [
  'q',
  'categoria',
  'marca',
  'material',
  'origen_pais',
  'destacado',
  'visible',
] as const;

export type AccessoryFilter = (typeof ACCESSORY_FILTERS)[number];

/** The text filters: the search, and the API's exact-match fields. */
export const TEXT_FILTERS = [
  { key: 'q', label: 'Buscar', chip: 'Búsqueda', placeholder: 'Nombre, marca o modelo' },
  { key: 'marca', label: 'Marca', chip: 'Marca' },
  { key: 'material', label: 'Material', chip: 'Material' },
  { key: 'origen_pais', label: 'Origen', chip: 'Origen' },
] as const satisfies readonly { key: AccessoryFilter; label: string; chip: string; placeholder?: string }[];

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

/** Categories are sent in lower case, as the API stores them. */
export function requestedCategories(list: string): string {
  return shownCategories(list)
    .map((category) => category.toLowerCase())
    .join(',');
}

import { splitList, toggleInList } from '@shop/shared/catalog';
import { BIKE_CATEGORIES, bikeCategorySlug } from '@shop/shared/domain';

export const BIKE_FILTERS = [
  'q',
  'categoria',
  'marca',
  'color',
  'disponible',
  'tienda',
  'en_oferta',
  'precio_min',
  'precio_max',
] as const;

export type BikeFilter = (typeof BIKE_FILTERS)[number];

export const CATEGORY_OPTIONS = BIKE_CATEGORIES.map((category) => ({
  value: bikeCategorySlug(category),
  label: category,
}));

/** The categories in the address as the checkboxes name them (slugs): a hand-written `URBANO` is `urbano`. */
export function selectedCategories(list: string): string[] {
  return splitList(list).map((category) => category.toLowerCase());
}

export function toggleCategory(list: string, category: string): string {
  return toggleInList(selectedCategories(list).join(','), category);
}

import { BIKE_CATEGORIES, bikeCategorySlug } from '@shop/shared/domain';

export const BIKE_FILTERS = ['q', 'categoria', 'color'] as const;

export type BikeFilter = (typeof BIKE_FILTERS)[number];

export const SORT_OPTIONS = [
  { value: 'created_desc', label: 'Novedades' },
  { value: 'nombre_asc', label: 'Nombre: A → Z' },
  { value: 'nombre_desc', label: 'Nombre: Z → A' },
  { value: 'updated_desc', label: 'Últimas actualizadas' },
] as const;

export const SORTS = SORT_OPTIONS.map((option) => option.value);

export const LIMIT_OPTIONS = [15, 30, 45].map((limit) => ({ value: String(limit), label: String(limit) }));

export const CATEGORY_OPTIONS = BIKE_CATEGORIES.map((category) => ({
  value: bikeCategorySlug(category),
  label: category,
}));

import { BIKE_CATEGORIES, bikeCategorySlug } from '@shop/shared/domain';

export const BIKE_FILTERS = ['q', 'categoria', 'color'] as const;

export type BikeFilter = (typeof BIKE_FILTERS)[number];

export const CATEGORY_OPTIONS = BIKE_CATEGORIES.map((category) => ({
  value: bikeCategorySlug(category),
  label: category,
}));

export const BIKE_CATEGORIES = ['MTB', 'URBANO', 'BMX', 'RUTA', 'KIDS'] as const;

export type BikeCategory = (typeof BIKE_CATEGORIES)[number];

/** The category's URL slug (the API also stores categories in lower case). */
export function bikeCategorySlug(category: BikeCategory): string {
  return category.toLowerCase();
}

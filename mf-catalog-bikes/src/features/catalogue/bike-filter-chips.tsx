import { brandChips, colourName, FilterChips, priceChips, type CatalogParams } from '@shop/shared/catalog';
import { selectedCategories, toggleCategory, type BikeFilter } from './bike-catalogue-options';

export function BikeFilterChips({ params }: { params: CatalogParams<BikeFilter> }) {
  const { filters, update } = params;
  const chips = [
    ...(filters.q ? [{ key: 'q', label: `Búsqueda: ${filters.q}`, onRemove: () => update({ q: null }) }] : []),
    ...selectedCategories(filters.categoria).map((category) => ({
      key: `categoria-${category}`,
      label: category.toUpperCase(),
      onRemove: () => update({ categoria: toggleCategory(filters.categoria, category) }),
    })),
    ...brandChips(filters.marca, (marca) => update({ marca })),
    ...(filters.color
      ? [{ key: 'color', label: `Color: ${colourName(filters.color)}`, onRemove: () => update({ color: null }) }]
      : []),
    ...priceChips(filters, update),
  ];
  return <FilterChips chips={chips} />;
}

import { colourName, FilterChips, splitList, toggleInList, type CatalogParams } from '@shop/shared/catalog';
import type { BikeFilter } from './bike-catalogue-options';

export function BikeFilterChips({ params }: { params: CatalogParams<BikeFilter> }) {
  const { filters, update } = params;
  const chips = [
    ...(filters.q ? [{ key: 'q', label: `Búsqueda: ${filters.q}`, onRemove: () => update({ q: null }) }] : []),
    ...splitList(filters.categoria).map((category) => ({
      key: `categoria-${category}`,
      label: category.toUpperCase(),
      onRemove: () => update({ categoria: toggleInList(filters.categoria, category) }),
    })),
    ...(filters.color
      ? [{ key: 'color', label: `Color: ${colourName(filters.color)}`, onRemove: () => update({ color: null }) }]
      : []),
  ];
  return <FilterChips chips={chips} />;
}

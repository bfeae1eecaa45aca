import {
  brandChips,
  colourName,
  FilterChips,
  priceChips,
  storeTitle,
  toggleFilterChip,
  type CatalogParams,
} from '@shop/shared/catalog';
import { selectedCategories, toggleCategory, type BikeFilter } from './bike-catalogue-options';

export function BikeFilterChips({ params }: { params: CatalogParams<BikeFilter> }) {
  const { filters, linkTo } = params;
  const chips = [
    ...(filters.q ? [{ key: 'q', label: `Búsqueda: ${filters.q}`, to: linkTo({ q: null }) }] : []),
    ...selectedCategories(filters.categoria).map((category) => ({
      key: `categoria-${category}`,
      label: category.toUpperCase(),
      to: linkTo({ categoria: toggleCategory(filters.categoria, category) }),
    })),
    ...brandChips(filters.marca, (marca) => linkTo({ marca })),
    ...(filters.color
      ? [{ key: 'color', label: `Color: ${colourName(filters.color)}`, to: linkTo({ color: null }) }]
      : []),
    ...toggleFilterChip('disponible', filters.disponible, linkTo),
    ...(filters.tienda
      ? [{ key: 'tienda', label: `En ${storeTitle(filters.tienda) ?? filters.tienda}`, to: linkTo({ tienda: null }) }]
      : []),
    ...toggleFilterChip('en_oferta', filters.en_oferta, linkTo),
    ...priceChips(filters, linkTo),
  ];
  return <FilterChips chips={chips} />;
}

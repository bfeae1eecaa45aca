import {
  brandChips,
  FilterChips,
  priceChips,
  toggleFilterChip,
  type CatalogParams,
  type FilterChip,
} from '@shop/shared/catalog';
import * as options from './accessory-catalogue-options';

function flagLabel(value: string): string {
  return options.FLAG_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** One chip per applied filter, in the order of the filters column. */
export function AccessoryFilterChips({ params }: { params: CatalogParams<options.AccessoryFilter> }) {
  const { filters, linkTo } = params;
  const chips: FilterChip[] = [
    ...(filters.q ? [{ key: 'q', label: `Búsqueda: ${filters.q}`, to: linkTo({ q: null }) }] : []),
    ...brandChips(filters.marca, (marca) => linkTo({ marca })),
    ...options.TEXT_FILTERS.filter(({ key }) => filters[key]).map(({ key, chip }) => ({
      key,
      label: `${chip}: ${filters[key]}`,
      to: linkTo({ [key]: null }),
    })),
    ...options.shownCategories(filters.categoria).map((category) => ({
      key: `categoria-${category}`,
      label: category,
      to: linkTo({ categoria: options.toggleCategory(filters.categoria, category) }),
    })),
    ...options.FLAG_FILTERS.filter(({ key }) => filters[key]).map(({ key, label }) => ({
      key,
      label: `${label}: ${flagLabel(filters[key])}`,
      to: linkTo({ [key]: null }),
    })),
    ...toggleFilterChip('disponible', filters.disponible, linkTo),
    ...toggleFilterChip('en_oferta', filters.en_oferta, linkTo),
    ...priceChips(filters, linkTo),
  ];
  return <FilterChips chips={chips} />;
}

import {
  CheckboxGroup,
  COLOUR_PALETTE,
  ColourFilter,
  FiltersPanel,
  SearchField,
  SortFields,
  splitList,
  toggleInList,
  type CatalogParams,
} from '@shop/shared/catalog';
import { CATEGORY_OPTIONS, type BikeFilter } from './bike-catalogue-options';

export function BikeFilters({ params }: { params: CatalogParams<BikeFilter> }) {
  const { filters, update } = params;
  return (
    <FiltersPanel onClear={params.clear}>
      <SearchField
        label="Buscar"
        placeholder="Nombre, marca o modelo"
        value={filters.q}
        onSearch={(q) => update({ q })}
      />
      <CheckboxGroup
        legend="Categorías"
        options={CATEGORY_OPTIONS}
        selected={splitList(filters.categoria)}
        onToggle={(category) => update({ categoria: toggleInList(filters.categoria, category) })}
      />
      <ColourFilter
        legend="Color"
        palette={COLOUR_PALETTE}
        value={filters.color}
        onChange={(color) => update({ color })}
      />
      <SortFields params={params} />
    </FiltersPanel>
  );
}

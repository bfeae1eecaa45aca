import {
  BrandFilter,
  CheckboxGroup,
  COLOUR_PALETTE,
  ColourFilter,
  fieldText,
  FiltersPanel,
  PriceFilter,
  priceRange,
  SearchCombobox,
  SortFields,
  StoreFilter,
  ToggleFilter,
  type CatalogParams,
} from '@shop/shared/catalog';
import { CATEGORY_OPTIONS, selectedCategories, toggleCategory, type BikeFilter } from './bike-catalogue-options';
import { useBikeList } from './use-bike-list';

export function BikeFilters({ params }: { params: CatalogParams<BikeFilter> }) {
  const { filters, update } = params;
  const facets = useBikeList(params).data?.facets;
  return (
    <FiltersPanel
      onSubmit={(form) => update({ q: fieldText(form, 'q'), ...priceRange(form) })}
      search={
        <SearchCombobox
          label="Buscar"
          name="q"
          placeholder="Nombre, marca o modelo"
          value={filters.q}
          onSearch={(q) => update({ q })}
        />
      }
      sort={<SortFields params={params} />}
    >
      <CheckboxGroup
        legend="Categorías"
        name="categoria"
        options={CATEGORY_OPTIONS}
        selected={selectedCategories(filters.categoria)}
        onToggle={(category) => update({ categoria: toggleCategory(filters.categoria, category) })}
        counts={facets?.categoria}
      />
      <BrandFilter counts={facets?.marca} value={filters.marca} onChange={(marca) => update({ marca })} />
      <ColourFilter
        legend="Color"
        palette={COLOUR_PALETTE}
        value={filters.color}
        onChange={(color) => update({ color })}
        counts={facets?.color}
      />
      <ToggleFilter
        param="disponible"
        value={filters.disponible}
        count={facets?.disponible}
        // The store is where 'Disponible ahora' looks: unticking it drops the store too.
        onChange={(disponible) => update(disponible ? { disponible } : { disponible, tienda: null })}
      />
      <StoreFilter
        value={filters.tienda}
        onChange={(tienda) => update(tienda ? { tienda, disponible: '1' } : { tienda: null })}
      />
      <ToggleFilter
        param="en_oferta"
        value={filters.en_oferta}
        count={facets?.en_oferta}
        onChange={(en_oferta) => update({ en_oferta })}
      />
      <PriceFilter value={filters} refused={params.refused} />
    </FiltersPanel>
  );
}

import {
  BrandFilter,
  CheckboxGroup,
  fieldText,
  FiltersPanel,
  PriceFilter,
  priceRange,
  SearchCombobox,
  SearchField,
  SelectField,
  SortFields,
  ToggleFilter,
  type CatalogParams,
} from '@shop/shared/catalog';
import * as options from './accessory-catalogue-options';
import { useAccessoryList } from './use-accessory-list';

/** The public catalogue only lists visible accessories, so 'Visible' has no control (it still works in links). */
const SHOPPER_FLAGS = options.FLAG_FILTERS.filter((flag) => flag.key !== 'visible');

export function AccessoryFilters({ params }: { params: CatalogParams<options.AccessoryFilter> }) {
  const { categoria, marca, q } = params.filters;
  const facets = useAccessoryList(params).data?.facets;
  return (
    <FiltersPanel
      onSubmit={(form) => params.update({ q: fieldText(form, 'q'), ...priceRange(form) })}
      search={
        <SearchCombobox
          label="Buscar"
          name="q"
          placeholder="Nombre, marca o modelo"
          value={q}
          onSearch={(value) => params.update({ q: value })}
        />
      }
      sort={<SortFields params={params} />}
    >
      <BrandFilter counts={facets?.marca} value={marca} onChange={(brands) => params.update({ marca: brands })} />
      {options.TEXT_FILTERS.map((field) => (
        <SearchField
          key={field.key}
          label={field.label}
          name={field.key}
          placeholder={field.placeholder}
          value={params.filters[field.key]}
          onSearch={(value) => params.update({ [field.key]: value })}
        />
      ))}
      <CheckboxGroup
        legend="Categorías"
        name="categoria"
        options={options.CATEGORY_OPTIONS}
        selected={options.shownCategories(categoria)}
        onToggle={(category) => params.update({ categoria: options.toggleCategory(categoria, category) })}
        counts={options.shownCategoryCounts(facets?.categoria)}
      />
      <ToggleFilter
        param="disponible"
        value={params.filters.disponible}
        count={facets?.disponible}
        onChange={(disponible) => params.update({ disponible })}
      />
      <ToggleFilter
        param="en_oferta"
        value={params.filters.en_oferta}
        count={facets?.en_oferta}
        onChange={(en_oferta) => params.update({ en_oferta })}
      />
      {SHOPPER_FLAGS.map((flag) => (
        <SelectField
          key={flag.key}
          label={flag.label}
          name={flag.key}
          value={params.filters[flag.key]}
          options={options.FLAG_OPTIONS}
          onChange={(value) => params.update({ [flag.key]: value })}
        />
      ))}
      <PriceFilter value={params.filters} refused={params.refused} />
    </FiltersPanel>
  );
}

import {
  CheckboxGroup,
  FilterNote,
  FiltersPanel,
  SearchField,
  SelectField,
  SortFields,
  type CatalogParams,
} from '@shop/shared/catalog';
import * as options from './accessory-catalogue-options';

/** The public catalogue only lists visible accessories, so 'Visible' has no control (it still works in links). */
const SHOPPER_FLAGS = options.FLAG_FILTERS.filter((flag) => flag.key !== 'visible');

export function AccessoryFilters({ params }: { params: CatalogParams<options.AccessoryFilter> }) {
  const { categoria } = params.filters;
  return (
    <FiltersPanel onClear={params.clear}>
      {options.TEXT_FILTERS.map((field) => (
        <SearchField
          key={field.key}
          label={field.label}
          placeholder={'placeholder' in field ? field.placeholder : undefined}
          value={params.filters[field.key]}
          onSearch={(value) => params.update({ [field.key]: value })}
        />
      ))}
      <CheckboxGroup
        legend="Categorías"
        options={options.CATEGORY_OPTIONS}
        selected={options.shownCategories(categoria)}
        onToggle={(category) => params.update({ categoria: options.toggleCategory(categoria, category) })}
      />
      {SHOPPER_FLAGS.map((flag) => (
        <SelectField
          key={flag.key}
          label={flag.label}
          value={params.filters[flag.key]}
          options={options.FLAG_OPTIONS}
          onChange={(value) => params.update({ [flag.key]: value })}
        />
      ))}
      <FilterNote title="Precio">Figura en cada producto; consultanos por promociones y cuotas.</FilterNote>
      <SortFields params={params} />
    </FiltersPanel>
  );
}

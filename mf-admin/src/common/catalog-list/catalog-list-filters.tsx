import { SelectField, TextField } from '@shop/shared/ui/form-field';
import type { CatalogListConfig } from './catalog-list-config';
import { SORT_OPTIONS, STATUS_OPTIONS, type ListView } from './use-list-view';
import styles from './catalog-list.module.css';

interface CatalogListFiltersProps {
  config: CatalogListConfig;
  view: ListView;
}

/** Category, search, status and order of the list; each change goes to the address. */
export function CatalogListFilters({ config, view }: CatalogListFiltersProps) {
  return (
    <div className={styles.filters} role="search">
      <SelectField
        label="Categoría"
        value={view.args.categoria}
        onChange={(event) => view.set('categoria', event.target.value)}
      >
        <option value="">{config.allLabel}</option>
        {config.categories.map((category) => (
          <option key={category} value={category.toLowerCase()}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Buscar"
        type="search"
        hint="Por nombre, marca, modelo o detalle."
        value={view.search}
        onChange={(event) => view.setSearch(event.target.value)}
      />
      <SelectField label="Estado" value={view.args.estado} onChange={(event) => view.set('estado', event.target.value)}>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Ordenar por"
        value={view.args.orden}
        onChange={(event) => view.set('orden', event.target.value)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

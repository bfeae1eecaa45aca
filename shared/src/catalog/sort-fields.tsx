import { SelectField } from './select-field';
import type { CatalogParams } from './use-catalog-params';

/** The sort values the API accepts (spec §7), with their labels. */
export const CATALOG_SORT_OPTIONS = [
  { value: 'created_desc', label: 'Novedades' },
  { value: 'nombre_asc', label: 'Nombre: A → Z' },
  { value: 'nombre_desc', label: 'Nombre: Z → A' },
  { value: 'updated_desc', label: 'Últimas actualizadas' },
] as const;

export const CATALOG_SORTS = CATALOG_SORT_OPTIONS.map((option) => option.value);

export const CATALOG_LIMIT_OPTIONS = [15, 30, 45].map((limit) => ({ value: String(limit), label: String(limit) }));

/** 'Ordenar por' and 'Por página', for any catalogue. */
export function SortFields({ params }: { params: Pick<CatalogParams<string>, 'sort' | 'limit' | 'update'> }) {
  return (
    <>
      <SelectField
        label="Ordenar por"
        value={params.sort}
        options={CATALOG_SORT_OPTIONS}
        onChange={(sort) => params.update({ sort })}
      />
      <SelectField
        label="Por página"
        value={String(params.limit)}
        options={CATALOG_LIMIT_OPTIONS}
        onChange={(limit) => params.update({ limit })}
      />
    </>
  );
}

import { STOREFRONT_SORTS, type StorefrontSort } from '@shop/contract';
import { SelectField } from './select-field';
import { CATALOG_DEFAULTS, type CatalogParams } from './use-catalog-params';

/** How 'Ordenar por' names each of the storefront's sort values. */
const SORT_LABELS: Readonly<Record<StorefrontSort, string>> = {
  created_desc: 'Novedades',
  nombre_asc: 'Nombre: A → Z',
  nombre_desc: 'Nombre: Z → A',
  updated_desc: 'Últimas actualizadas',
  precio_asc: 'Precio: menor a mayor',
  precio_desc: 'Precio: mayor a menor',
};

/** The sort values the storefront offers, with their labels, in the contract's order. */
export const CATALOG_SORT_OPTIONS = STOREFRONT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export const CATALOG_SORTS: readonly StorefrontSort[] = STOREFRONT_SORTS;

export const CATALOG_LIMIT_OPTIONS = [15, 30, 45].map((limit) => ({ value: String(limit), label: String(limit) }));

/** The page sizes offered, with the address's own (`?limit=5`) among them so the select shows what is listed. */
export function limitOptions(limit: number) {
  if (CATALOG_LIMIT_OPTIONS.some((option) => option.value === String(limit))) return CATALOG_LIMIT_OPTIONS;
  return [...CATALOG_LIMIT_OPTIONS, { value: String(limit), label: String(limit) }].sort(
    (a, b) => Number(a.value) - Number(b.value),
  );
}

/** The default is sent as no value: a form sent before hydration or without JavaScript leaves it out of the address. */
function defaultAsEmpty<Option extends { value: string }>(options: readonly Option[], defaultValue: string) {
  return options.map((option) => (option.value === defaultValue ? { ...option, value: '' } : option));
}

/** 'Ordenar por' and 'Por página', for any catalogue. */
export function SortFields({ params }: { params: Pick<CatalogParams<string>, 'sort' | 'limit' | 'update'> }) {
  const defaultSort: string = CATALOG_DEFAULTS.sort;
  const defaultLimit = String(CATALOG_DEFAULTS.limit);
  return (
    <>
      <SelectField
        label="Ordenar por"
        name="sort"
        value={params.sort === defaultSort ? '' : params.sort}
        options={defaultAsEmpty(CATALOG_SORT_OPTIONS, defaultSort)}
        onChange={(sort) => params.update({ sort })}
      />
      <SelectField
        label="Por página"
        name="limit"
        value={String(params.limit) === defaultLimit ? '' : String(params.limit)}
        options={defaultAsEmpty(limitOptions(params.limit), defaultLimit)}
        onChange={(limit) => params.update({ limit })}
      />
    </>
  );
}

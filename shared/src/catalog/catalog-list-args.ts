import type { ListQuery } from '@shop/contract';
import type { CatalogQuery } from './use-catalog-params';

/** The filters a catalogue's address can carry: the list query's own, each as text. */
export type CatalogFilterKey =
  'q' | 'categoria' | 'marca' | 'color' | 'tienda' | 'material' | 'origen_pais' | NumberKey | FlagKey;
type NumberKey = 'precio_min' | 'precio_max' | 'disponible' | 'en_oferta';
type FlagKey = 'visible' | 'destacado';

const asText = (text: string) => text;
/** 'true' or 'false' (the select's values); anything else is no filter. */
const asFlag = (text: string) => (text === 'true' ? true : text === 'false' ? false : undefined);

/** How each filter's text (already read: whole pesos, '1') becomes its value in the list query. */
const QUERY_VALUE: { [Key in CatalogFilterKey]: (text: string) => ListQuery[Key] } = {
  q: asText,
  categoria: asText,
  marca: asText,
  color: asText,
  tienda: asText,
  material: asText,
  origen_pais: asText,
  precio_min: Number,
  precio_max: Number,
  disponible: Number,
  en_oferta: Number,
  visible: asFlag,
  destacado: asFlag,
};

function setFilter<Key extends CatalogFilterKey>(query: ListQuery, key: Key, text: string): void {
  query[key] = QUERY_VALUE[key](text);
}

/** What a catalogue's list request sends: the filters given, the sort and the page. */
export function catalogListArgs<Key extends CatalogFilterKey>({
  filters,
  sort,
  page,
  limit,
}: CatalogQuery<Key>): ListQuery {
  const query: ListQuery = {};
  for (const key of Object.keys(filters) as Key[]) if (filters[key] !== '') setFilter(query, key, filters[key]);
  return { ...query, sort, page, limit };
}

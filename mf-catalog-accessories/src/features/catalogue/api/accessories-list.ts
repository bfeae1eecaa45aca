import { baseApi, type ApiError, REMOTE_ENDPOINTS_OVERRIDE } from '@shop/shared/api';
import {
  catalogListArgs,
  listEndpoint,
  type AccesorioListItem,
  type CatalogQuery,
  type FacetedPage,
} from '@shop/shared/catalog';
import { serverText } from '../../../common/server-text';
import { requestedCategories, type AccessoryFilter } from '../accessory-catalogue-options';

export interface AccessoriesListArgs {
  [param: string]: string | number;
  q: string;
  categoria: string;
  marca: string;
  material: string;
  origen_pais: string;
  visible: string;
  destacado: string;
  precio_min: string;
  precio_max: string;
  sort: string;
  page: number;
  limit: number;
  /** 1: with the counts of each filter's values. */
  facets: 1;
}

/**
 * A page of accessories; a failure shows the server's own text (its error field, or a plain-text body),
 * else 'Error al cargar accesorios' (spec §8).
 */
const LIST = {
  ...listEndpoint<AccessoriesListArgs>('/api/accesorios', 'Accesorio'),
  transformErrorResponse: (error: ApiError): ApiError => ({
    ...error,
    message: serverText(error) ?? error.text ?? 'Error al cargar accesorios',
  }),
};

export const accessoriesListApi = baseApi.injectEndpoints({
  overrideExisting: REMOTE_ENDPOINTS_OVERRIDE,
  endpoints: (build) => ({ accessoriesList: build.query<FacetedPage<AccesorioListItem>, AccessoriesListArgs>(LIST) }),
});

/** What the list request sends for the catalogue's address (the screen and the server's prefetch alike). */
export function accessoriesListArgs(query: CatalogQuery<AccessoryFilter>): AccessoriesListArgs {
  return { ...catalogListArgs(query), categoria: requestedCategories(query.filters.categoria), facets: 1 };
}

export const { useAccessoriesListQuery } = accessoriesListApi;

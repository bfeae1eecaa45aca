import { baseApi, type ApiError } from '@shop/shared/api';
import { listEndpoint, type AccesorioListItem, type Paged } from '@shop/shared/catalog';
import { serverText } from '../../../common/server-text';

export interface AccessoriesListArgs {
  [param: string]: string | number;
  q: string;
  categoria: string;
  marca: string;
  material: string;
  origen_pais: string;
  visible: string;
  destacado: string;
  sort: string;
  page: number;
  limit: number;
}

/** A page of accessories; a failure shows the server's own text, else 'Error al cargar accesorios' (spec §8). */
const LIST = {
  ...listEndpoint<AccessoriesListArgs>('/api/accesorios', 'Accesorio'),
  transformErrorResponse: (error: ApiError): ApiError => ({
    ...error,
    message: serverText(error) ?? 'Error al cargar accesorios',
  }),
};

export const accessoriesListApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({ accessoriesList: build.query<Paged<AccesorioListItem>, AccessoriesListArgs>(LIST) }),
});

export const { useAccessoriesListQuery } = accessoriesListApi;

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

/** The server's own text, else 'Error al cargar accesorios' (spec §8). */
function listError(error: ApiError): ApiError {
  return { ...error, message: serverText(error) ?? 'Error al cargar accesorios' };
}

export const accessoriesListApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessoriesList: build.query<Paged<AccesorioListItem>, AccessoriesListArgs>({
      ...listEndpoint<AccessoriesListArgs>('/api/accesorios', 'Accesorio'),
      transformErrorResponse: listError,
    }),
  }),
});

export const { useAccessoriesListQuery } = accessoriesListApi;

import { baseApi, type ApiError } from '@shop/shared/api';
import { listEndpoint, type AccesorioListItem, type Paged } from '@shop/shared/catalog';

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

const LIST_FALLBACK = 'Error al cargar accesorios';

/**
 * The server's own text, else 'Error al cargar accesorios' (spec §8). Without an error field in the
 * body the base query's message is 'HTTP {status} {statusText}'; network failures keep their own text.
 */
function listError(error: ApiError): ApiError {
  const withoutText = typeof error.status === 'number' && error.message.startsWith(`HTTP ${error.status}`);
  return withoutText ? { ...error, message: LIST_FALLBACK } : error;
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

import type { HistoryAnswer, HistoryEntry } from '@shop/contract';
import { baseApi } from '@shop/shared/api';
import { CATALOG_TAG as TAG } from '../admin-api/admin-catalog-api';
import type { CatalogTable } from '../admin-api/catalog-types';

interface ItemArgs {
  table: CatalogTable;
  id: number;
}

export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** An item's changes, newest first; any write to the catalogue reads them again. */
    adminCatalogHistory: build.query<HistoryEntry[], ItemArgs>({
      query: ({ table, id }) => `/api/${table}/${id}/historial`,
      extraOptions: { auth: true },
      transformResponse: (answer: HistoryAnswer) => answer.items,
      providesTags: (_result, _error, { table, id }) => [{ type: TAG[table], id }],
    }),
    /** 'Restaurar esta versión', at the version the form holds (If-Match): a 412 when it changed since. */
    adminCatalogRestoreVersion: build.mutation<unknown, ItemArgs & { entryId: number; etag: string | null }>({
      query: ({ table, id, entryId, etag }) => ({
        url: `/api/${table}/${id}/historial/${entryId}/restaurar`,
        method: 'POST',
        headers: etag ? { 'If-Match': etag } : {},
      }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminCatalogHistoryQuery, useAdminCatalogRestoreVersionMutation } = historyApi;

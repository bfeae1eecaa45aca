import type { PriceChange, PriceChangeAnswer, PriceChangeItem, PriceUndoItem } from '@shop/contract';
import { baseApi } from '@shop/shared/api';
import { CATALOG_TAG } from '../admin-api/admin-catalog-api';
import type { CatalogTable } from '../admin-api/catalog-types';

export const bulkPriceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One call, one transaction: every listed item at the version it was listed at, or none (412). */
    adminCatalogPriceChange: build.mutation<
      PriceChangeAnswer,
      { table: CatalogTable; items: PriceChangeItem[]; cambio: PriceChange }
    >({
      query: ({ table, items, cambio }) => ({ url: `/api/${table}/precios`, method: 'POST', body: { items, cambio } }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error, { table }) => (error ? [] : [CATALOG_TAG[table]]),
    }),
    adminCatalogPriceUndo: build.mutation<PriceChangeAnswer, { table: CatalogTable; items: PriceUndoItem[] }>({
      query: ({ table, items }) => ({ url: `/api/${table}/precios/deshacer`, method: 'POST', body: { items } }),
      extraOptions: { auth: true },
      invalidatesTags: (_result, error, { table }) => (error ? [] : [CATALOG_TAG[table]]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminCatalogPriceChangeMutation, useAdminCatalogPriceUndoMutation } = bulkPriceApi;

import {
  EVENTS_PATH,
  idSlug,
  type InsightPeriod,
  type MostEnquiredAnswer,
  type ProductEventsAnswer,
  type ProductType,
} from '@shop/contract';
import { baseApi } from '@shop/shared/api';
import type { CatalogTable } from '../admin-api/catalog-types';

/** The product type the counts name each catalogue's items by. */
export const PRODUCT_TYPE: Readonly<Record<CatalogTable, ProductType>> = {
  bicicletas: 'bicicleta',
  accesorios: 'accesorio',
};

/** The admin edit page of a product the counts name. */
export function adminEditPath(tipo: ProductType, id: number, nombre: string): string {
  const table = tipo === 'bicicleta' ? 'bicicletas' : 'accesorios';
  return `/admin/${table}/${idSlug(id, nombre)}/editar`;
}

const auth = { auth: true } as const;

/** The shop's counts of product views and chat clicks (GET /api/eventos/…), admin only. */
export const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminInsightsMostEnquired: build.query<MostEnquiredAnswer, InsightPeriod>({
      query: (dias) => ({ url: `${EVENTS_PATH}/mas-consultados`, params: { dias } }),
      extraOptions: auth,
    }),
    adminInsightsDaily: build.query<ProductEventsAnswer, { table: CatalogTable; id: number; dias: InsightPeriod }>({
      query: ({ table, id, dias }) => ({ url: `${EVENTS_PATH}/${PRODUCT_TYPE[table]}/${id}`, params: { dias } }),
      extraOptions: auth,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminInsightsMostEnquiredQuery, useAdminInsightsDailyQuery } = insightsApi;

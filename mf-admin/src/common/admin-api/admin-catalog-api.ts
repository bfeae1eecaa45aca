import type { CatalogImport, ImportReport, ListQuery } from '@shop/contract';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, LIST_ID, type TagType } from '@shop/shared/api';
import type {
  BulkAction,
  CatalogImage,
  CatalogListArgs,
  CatalogPage,
  CatalogRecord,
  CatalogSummary,
  CatalogTable,
  ImageInput,
  ListStatus,
  VersionedRecord,
} from './catalog-types';

/** Admin list page size. */
export const ADMIN_PAGE_SIZE = 20;

/** The cache tag of each catalogue: the admin's writes invalidate it, so the storefront refreshes too. */
export const CATALOG_TAG: Record<CatalogTable, TagType> = { bicicletas: 'Bicicleta', accesorios: 'Accesorio' };
const TAG = CATALOG_TAG;

// Admin reads send the token so hidden items show too. Writes invalidate whole tag
// types: the catalogue remotes' lists, sheets and images refresh without a reload.
const auth = { auth: true } as const;

interface ItemArgs {
  table: CatalogTable;
  id: number;
  /** A new number reads the item again instead of the cached answer (a reload after a conflict). */
  reading?: number;
}

/** A write to an item or its images carries the version it was based on (If-Match), when known. */
interface VersionedArgs extends ItemArgs {
  etag?: string | null;
}

/** The item's version after a write: the ETag the API answered. */
function answeredEtag(_answer: unknown, meta: FetchBaseQueryMeta | undefined): string | null {
  return meta?.response?.headers.get('ETag') ?? null;
}

function ifMatch(etag: string | null | undefined): Record<string, string> {
  return etag ? { 'If-Match': etag } : {};
}

interface ItemBodyArgs {
  table: CatalogTable;
  body: Record<string, unknown>;
}

interface ImageArgs extends VersionedArgs {
  image: ImageInput;
}

const STATUS_PARAMS: Record<ListStatus, Pick<ListQuery, 'visible' | 'destacado'>> = {
  '': {},
  visibles: { visible: true },
  ocultos: { visible: false },
  destacados: { destacado: true },
};

/** The API's query for a list view: its filters and order, without the page. */
function listParams({ categoria, q, estado, orden }: CatalogListArgs): ListQuery {
  return {
    ...(orden ? { sort: orden } : { order: 'recent' }),
    categoria: categoria || undefined,
    q: q.trim() || undefined,
    ...STATUS_PARAMS[estado],
  };
}

export const adminCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a list view: the page lives in the address, so a reload opens the same rows. */
    adminCatalogList: build.query<CatalogPage, CatalogListArgs & { page: number }>({
      query: ({ page, ...view }) => ({
        url: `/api/${view.table}`,
        params: { limit: ADMIN_PAGE_SIZE, page, ...listParams(view) } satisfies ListQuery,
      }),
      extraOptions: auth,
      providesTags: (_result, _error, { table }) => [{ type: TAG[table], id: LIST_ID }],
    }),
    /** Every item of a list view with all its fields and images, for the CSV export: fetched when asked, never cached. */
    adminCatalogExport: build.query<object[], CatalogListArgs>({
      query: (view) => ({ url: `/api/${view.table}/exportacion`, params: listParams(view) }),
      transformResponse: (answer: { items: object[] }) => answer.items,
      extraOptions: auth,
      keepUnusedDataFor: 0,
    }),
    /** What importing a CSV file would change, row by row, with every error: writes nothing. */
    adminCatalogImportReview: build.mutation<ImportReport, { table: CatalogTable; csv: string }>({
      query: ({ table, csv }) => ({
        url: `/api/${table}/importacion`,
        method: 'POST',
        params: { dryRun: 1 },
        body: { csv },
      }),
      extraOptions: auth,
    }),
    /** Applies a reviewed import, all or nothing, with the versions its review read. */
    adminCatalogImport: build.mutation<ImportReport, { table: CatalogTable } & CatalogImport>({
      query: ({ table, ...body }) => ({ url: `/api/${table}/importacion`, method: 'POST', body }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
    adminCatalogBulk: build.mutation<unknown, { table: CatalogTable; ids: number[]; accion: BulkAction }>({
      query: ({ table, ids, accion }) => ({ url: `/api/${table}/lote`, method: 'POST', body: { ids, accion } }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table], 'Imagen']),
    }),
    adminCatalogSummary: build.query<CatalogSummary, CatalogTable>({
      query: (table) => `/api/${table}/resumen`,
      extraOptions: auth,
      providesTags: (_result, _error, table) => [{ type: TAG[table], id: LIST_ID }],
    }),
    adminCatalogItem: build.query<VersionedRecord, ItemArgs>({
      query: ({ table, id }) => `/api/${table}/${id}`,
      extraOptions: auth,
      transformResponse: (record: CatalogRecord, meta) => ({ record, etag: answeredEtag(record, meta) }),
      providesTags: (_result, _error, { table, id }) => [{ type: TAG[table], id }],
    }),
    adminCatalogImages: build.query<CatalogImage[], ItemArgs>({
      query: ({ table, id }) => `/api/${table}/${id}/imagenes`,
      extraOptions: auth,
      providesTags: (_result, _error, { table, id }) => [{ type: 'Imagen', id: `${table}-${id}` }],
    }),
    /** The new item's id and its first version (the 201 answer's ETag), for the writes that follow. */
    adminCatalogCreate: build.mutation<{ id: number; etag: string | null }, ItemBodyArgs>({
      query: ({ table, body }) => ({ url: `/api/${table}`, method: 'POST', body }),
      extraOptions: auth,
      transformResponse: (answer: CatalogRecord, meta) => ({ id: answer.id, etag: answeredEtag(answer, meta) }),
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
    adminCatalogUpdate: build.mutation<string | null, ItemBodyArgs & VersionedArgs>({
      query: ({ table, id, body, etag }) => ({
        url: `/api/${table}/${id}`,
        method: 'PUT',
        body,
        headers: ifMatch(etag),
      }),
      extraOptions: auth,
      transformResponse: answeredEtag,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
    adminCatalogDelete: build.mutation<unknown, VersionedArgs>({
      query: ({ table, id, etag }) => ({ url: `/api/${table}/${id}`, method: 'DELETE', headers: ifMatch(etag) }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table], 'Imagen']),
    }),
    adminCatalogRestore: build.mutation<unknown, ItemArgs>({
      query: ({ table, id }) => ({ url: `/api/${table}/${id}/restaurar`, method: 'POST' }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table], 'Imagen']),
    }),
    adminImageCreate: build.mutation<{ image: CatalogImage; etag: string | null }, ImageArgs>({
      query: ({ table, id, image, etag }) => ({
        url: `/api/${table}/${id}/imagenes`,
        method: 'POST',
        body: image,
        headers: ifMatch(etag),
      }),
      extraOptions: auth,
      transformResponse: (image: CatalogImage, meta) => ({ image, etag: answeredEtag(image, meta) }),
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
    adminImageUpdate: build.mutation<string | null, ImageArgs & { imageId: number }>({
      query: ({ table, id, imageId, image, etag }) => ({
        url: `/api/${table}/${id}/imagenes/${imageId}`,
        method: 'PUT',
        body: image,
        headers: ifMatch(etag),
      }),
      extraOptions: auth,
      transformResponse: answeredEtag,
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
    adminImageDelete: build.mutation<string | null, VersionedArgs & { imageId: number }>({
      query: ({ table, id, imageId, etag }) => ({
        url: `/api/${table}/${id}/imagenes/${imageId}`,
        method: 'DELETE',
        headers: ifMatch(etag),
      }),
      extraOptions: auth,
      transformResponse: answeredEtag,
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAdminCatalogListQuery,
  useLazyAdminCatalogExportQuery,
  useAdminCatalogImportReviewMutation,
  useAdminCatalogImportMutation,
  useAdminCatalogBulkMutation,
  useAdminCatalogSummaryQuery,
  useAdminCatalogItemQuery,
  useAdminCatalogImagesQuery,
  useAdminCatalogDeleteMutation,
  useAdminCatalogRestoreMutation,
} = adminCatalogApi;

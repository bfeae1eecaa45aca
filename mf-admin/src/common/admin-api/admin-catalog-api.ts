import { baseApi, LIST_ID, type TagType } from '@shop/shared/api';
import type {
  CatalogImage,
  CatalogListArgs,
  CatalogPage,
  CatalogRecord,
  CatalogTable,
  ImageInput,
} from './catalog-types';
import { createdId, parseImages, parsePage } from './parse-answers';

/** Admin list page size (spec 02 §9). */
export const ADMIN_PAGE_SIZE = 20;

const TAG: Record<CatalogTable, TagType> = { bicicletas: 'Bicicleta', accesorios: 'Accesorio' };

// Admin reads send the token so hidden items show too (decision 14). Writes invalidate whole tag
// types: the catalogue remotes' lists, sheets and images refresh without a reload.
const auth = { auth: true } as const;

interface ItemArgs {
  table: CatalogTable;
  id: number;
}

interface ItemBodyArgs {
  table: CatalogTable;
  body: Record<string, unknown>;
}

interface ImageArgs extends ItemArgs {
  image: ImageInput;
}

export const adminCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCatalogList: build.infiniteQuery<CatalogPage, CatalogListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.items.length < ADMIN_PAGE_SIZE ? undefined : lastPageParam + 1,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/${queryArg.table}`,
        params: {
          limit: ADMIN_PAGE_SIZE,
          page: pageParam,
          order: 'recent',
          categoria: queryArg.categoria || undefined,
          q: queryArg.q.trim() || undefined,
        },
      }),
      extraOptions: auth,
      transformResponse: parsePage,
      providesTags: (_result, _error, { table }) => [{ type: TAG[table], id: LIST_ID }],
    }),
    adminCatalogItem: build.query<CatalogRecord, ItemArgs>({
      query: ({ table, id }) => `/api/${table}/${id}`,
      extraOptions: auth,
      providesTags: (_result, _error, { table, id }) => [{ type: TAG[table], id }],
    }),
    adminCatalogImages: build.query<CatalogImage[], ItemArgs>({
      query: ({ table, id }) => `/api/${table}/${id}/imagenes`,
      extraOptions: auth,
      transformResponse: parseImages,
      providesTags: (_result, _error, { table, id }) => [{ type: 'Imagen', id: `${table}-${id}` }],
    }),
    adminCatalogCreate: build.mutation<number | null, ItemBodyArgs>({
      query: ({ table, body }) => ({ url: `/api/${table}`, method: 'POST', body }),
      extraOptions: auth,
      transformResponse: createdId,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
    adminCatalogUpdate: build.mutation<unknown, ItemBodyArgs & { id: number }>({
      query: ({ table, id, body }) => ({ url: `/api/${table}/${id}`, method: 'PUT', body }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table]]),
    }),
    adminCatalogDelete: build.mutation<unknown, ItemArgs>({
      query: ({ table, id }) => ({ url: `/api/${table}/${id}`, method: 'DELETE' }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : [TAG[table], 'Imagen']),
    }),
    adminImageCreate: build.mutation<CatalogImage[], ImageArgs>({
      query: ({ table, id, image }) => ({ url: `/api/${table}/${id}/imagenes`, method: 'POST', body: image }),
      extraOptions: auth,
      transformResponse: (answer: unknown) => parseImages([answer]),
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
    adminImageUpdate: build.mutation<unknown, ImageArgs & { imageId: number }>({
      query: ({ table, id, imageId, image }) => ({
        url: `/api/${table}/${id}/imagenes/${imageId}`,
        method: 'PUT',
        body: image,
      }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
    adminImageDelete: build.mutation<unknown, ItemArgs & { imageId: number }>({
      query: ({ table, id, imageId }) => ({ url: `/api/${table}/${id}/imagenes/${imageId}`, method: 'DELETE' }),
      extraOptions: auth,
      invalidatesTags: (_result, error, { table }) => (error ? [] : ['Imagen', { type: TAG[table], id: LIST_ID }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAdminCatalogListInfiniteQuery,
  useAdminCatalogItemQuery,
  useAdminCatalogImagesQuery,
  useAdminCatalogDeleteMutation,
} = adminCatalogApi;

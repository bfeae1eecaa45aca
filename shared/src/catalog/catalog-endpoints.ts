import type { ListQuery } from '@shop/contract';
import { LIST_ID, type apiBaseQuery, type TagType } from '@shop/shared/api';
import { orderImages } from './catalog-format';
import type { Imagen, Paged } from './catalog-types';

/** The tag of a product kind: an admin edit of one product refreshes every list and page that shows it. */
export type ProductTag = Extract<TagType, 'Bicicleta' | 'Accesorio'>;

export interface RelatedArgs {
  categoria: string;
  exclude: number;
}

/** How many related items a product page asks for. */
export const RELATED_REQUESTED = 6;

/** Only the parameters with a value go in the query string. */
export function presentParams(args: ListQuery): ListQuery {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * GET {path}?filters: one page of a catalogue. Nothing is cached for pages nobody shows, so a
 * request still running when the filters change is aborted.
 */
export function listEndpoint(path: string, tag: ProductTag) {
  return {
    query: (args: ListQuery) => ({ url: path, params: presentParams(args) }),
    keepUnusedDataFor: 0,
    providesTags: (result: Paged<{ id: number }> | undefined) => [
      { type: tag, id: LIST_ID },
      ...(result?.items ?? []).map((item) => ({ type: tag, id: item.id })),
    ],
  };
}

/** GET {path}/{id}: one product. */
export function detailEndpoint(path: string, tag: ProductTag) {
  return {
    query: (id: number) => `${path}/${id}`,
    providesTags: (_result: unknown, _error: unknown, id: number) => [{ type: tag, id }],
  };
}

/** GET {path}/{id}/imagenes: a product's images, main first. */
export function imagesEndpoint(path: string, tag: ProductTag) {
  return {
    query: (id: number) => `${path}/${id}/imagenes`,
    transformResponse: (images: Imagen[]) => orderImages(images),
    providesTags: (_result: unknown, _error: unknown, id: number) => [
      { type: 'Imagen' as const, id: LIST_ID },
      { type: tag, id },
    ],
  };
}

/** GET {path}?categoria&exclude&limit=6&order=random&page=1: other products of the same category. */
export function relatedEndpoint<Item>(path: string, tag: ProductTag) {
  return {
    query: ({ categoria, exclude }: RelatedArgs) => ({
      url: path,
      params: { categoria, exclude, limit: RELATED_REQUESTED, order: 'random', page: 1 } satisfies ListQuery,
    }),
    transformResponse: (page: Paged<Item>) => page.items,
    providesTags: [{ type: tag, id: LIST_ID }],
  };
}

/** A hidden product as its admin previews it: the product and its images, both read with the admin's token. */
export interface ProductPreview<Item> {
  item: Item;
  images: Imagen[];
}

type FetchWithOptions = (arg: Parameters<typeof apiBaseQuery>[0]) => ReturnType<typeof apiBaseQuery>;

/** GET {path}/{id} and its images with the token: the public page of a hidden product, for an admin. */
export function previewEndpoint<Item>(path: string, tag: ProductTag) {
  return {
    async queryFn(id: number, _api: unknown, _extra: unknown, fetchWithToken: FetchWithOptions) {
      const [item, images] = await Promise.all([
        fetchWithToken(`${path}/${id}`),
        fetchWithToken(`${path}/${id}/imagenes`),
      ]);
      if (item.error) return { error: item.error };
      const preview: ProductPreview<Item> = {
        item: item.data as Item,
        images: images.error ? [] : orderImages(images.data as Imagen[]),
      };
      return { data: preview };
    },
    extraOptions: { auth: true },
    keepUnusedDataFor: 0,
    providesTags: (_result: unknown, _error: unknown, id: number) => [
      { type: 'Imagen' as const, id: LIST_ID },
      { type: tag, id },
    ],
  };
}

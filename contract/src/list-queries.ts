import type { ImagenPrincipal, Paged } from './catalog-records';
import type { ProductType } from './product-paths';

/** The orders the storefront offers, in the order its 'Ordenar por' lists them; the first is the default. */
export const STOREFRONT_SORTS = [
  'created_desc',
  'nombre_asc',
  'nombre_desc',
  'updated_desc',
  'precio_asc',
  'precio_desc',
] as const;

export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];

/** What a list is in without a `sort`: the newest first. */
export const DEFAULT_LIST_SORT = STOREFRONT_SORTS[0];

const ADMIN_SORTS = ['consultas_30d_desc', 'vistas_30d_desc'] as const;

/** The list orders the API accepts in `sort`. */
export const LIST_SORTS = [...STOREFRONT_SORTS, ...ADMIN_SORTS] as const;

export type ListSort = (typeof LIST_SORTS)[number];

/** The orders only the admin's list accepts: by the counts of the last 30 days (GET /api/eventos). */
export const ADMIN_ONLY_SORTS: readonly ListSort[] = ADMIN_SORTS;

/** Each `sort` value by its own name, for code that names one (`SORT_BY.updated_desc`): a typo does not compile. */
export const SORT_BY = Object.fromEntries(LIST_SORTS.map((sort) => [sort, sort])) as {
  readonly [Sort in ListSort]: Sort;
};

/** How many items a list page has when `limit` is not given, and the most a `limit` asks for. */
export const LIST_PAGE_SIZE = { default: 15, max: 100 } as const;

/** The page size a list answers for `limit`: the default when not given, never more than the most. */
export function listLimit(limit: number | null | undefined): number {
  return Math.min(limit ?? LIST_PAGE_SIZE.default, LIST_PAGE_SIZE.max);
}

/** ' mtb, ,urbano' → ['mtb', 'urbano']: the values of a comma list (`categoria`, `marca`), as typed. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `order`: newest first, or shuffled (related products). */
export const LIST_ORDERS = ['recent', 'random'] as const;

export type ListOrder = (typeof LIST_ORDERS)[number];

/** A catalogue list request (GET /api/bicicletas, GET /api/accesorios), as its query string carries it. */
export interface ListQuery {
  /** Words to find in the name, brand, model or description. */
  q?: string;
  /** Categories, comma-separated, any of them. */
  categoria?: string;
  /** Brands, comma-separated, any of them. */
  marca?: string;
  /** A colour, by its hex value (bicycles). */
  color?: string;
  sort?: ListSort;
  order?: ListOrder;
  page?: number;
  limit?: number;
  /** An item to leave out (the one a related list is shown beside). */
  exclude?: number;
  /** 1: the answer adds `facets`. */
  facets?: number;
  precio_min?: number;
  precio_max?: number;
  /**
   * 1: only items available now (some combination 'En stock' or 'Pocas unidades'; in the chosen colour if any, at the
   * chosen store if any).
   */
  disponible?: number;
  /** The store 'Disponible ahora' asks about, by its `id` in the site config (bicycles). */
  tienda?: string;
  /** 1: only items on sale now (their sale's days, Argentina time, include today). */
  en_oferta?: number;
  /** The admin's state filters. */
  visible?: boolean;
  destacado?: boolean;
  /** Accessories only. */
  material?: string;
  origen_pais?: string;
}

/** Value → how many results choosing it would give, the other filters applied. */
export type FacetCounts = Readonly<Record<string, number>>;

/** The counts a list answers with `facets=1` (colour only for bicycles, by palette name). */
export interface ListFacets {
  categoria: FacetCounts;
  marca: FacetCounts;
  color?: FacetCounts;
  /** How many results 'Disponible ahora' would give, the other filters applied. */
  disponible: number;
  /** How many results 'En oferta' would give, the other filters applied. */
  en_oferta: number;
}

/** A list's answer: one page of items, and the facet counts when asked for. */
export type ListAnswer<Item> = Paged<Item> & { facets?: ListFacets };

/** A product the search box suggests (GET /api/sugerencias answers `{ items }`). */
export interface Suggestion {
  tipo: ProductType;
  id: number;
  nombre: string;
  categoria: string;
  imagen_principal: ImagenPrincipal | null;
  precio: number | null;
}

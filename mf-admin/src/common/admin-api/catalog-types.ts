import type {
  Accesorio,
  AccesorioListItem,
  Bicicleta,
  BicicletaListItem,
  DEFAULT_LIST_SORT,
  Imagen,
  ListSort as ApiListSort,
  Paged,
} from '@shop/contract';

/** The two catalogues, named as their API path segment. */
export type CatalogTable = 'bicicletas' | 'accesorios';

/** A bicycle or an accessory as the API answers it; each form reads the fields it edits. */
export type CatalogRecord = Bicicleta | Accesorio;

/** A field of either record. */
export type CatalogField = keyof Bicicleta | keyof Accesorio;

/** An item with its version (the ETag), which every save sends back as If-Match. */
export interface VersionedRecord {
  record: CatalogRecord;
  etag: string | null;
}

/** An image as the admin reads it: the API's answers about an item's images always give its order. */
export type CatalogImage = Omit<Imagen, 'orden'> & { orden: number };

/** What is sent to create or update an image. */
export type ImageInput = Omit<CatalogImage, 'id'>;

/** A row of an admin list: either catalogue's list item (the admin's token adds visible, destacado and version). */
export type CatalogListItem = BicicletaListItem | AccesorioListItem;

/** A catalogue's numbers for the panel (`GET /api/{table}/resumen`, deleted items left out). */
export type { CatalogSummary } from '@shop/contract';

export type CatalogPage = Paged<CatalogListItem>;

/** The list's status filter; empty for every item. */
export type ListStatus = '' | 'visibles' | 'ocultos' | 'destacados';

/** The list's order: empty for the most recent first, else one of the API's `sort` values. */
export type ListSort = '' | Exclude<ApiListSort, typeof DEFAULT_LIST_SORT>;

export interface CatalogListArgs {
  table: CatalogTable;
  /** Lower case, or empty for every category. */
  categoria: string;
  q: string;
  estado: ListStatus;
  orden: ListSort;
}

/** What one bulk action does to every selected item (`POST /api/{table}/lote`). */
export type { BulkAction } from '@shop/contract';

/** The two catalogues, named as their API path segment. */
export type CatalogTable = 'bicicletas' | 'accesorios';

export type FieldValue = string | number | boolean | null;

/** A bicycle or accessory as the API answers it; each form reads the fields it edits. */
export type CatalogRecord = { id: number } & Partial<Record<string, FieldValue>>;

/** An item with its version (the ETag), which every save sends back as If-Match. */
export interface VersionedRecord {
  record: CatalogRecord;
  etag: string | null;
}

export interface CatalogImage {
  id: number;
  url: string;
  alt_text: string | null;
  orden: number;
  es_principal: boolean;
  mime_type: string | null;
  width: number | null;
  height: number | null;
}

/** What is sent to create or update an image. */
export type ImageInput = Omit<CatalogImage, 'id'>;

export interface CatalogListItem {
  id: number;
  nombre: string;
  marca: string | null;
  modelo: string | null;
  categoria: string | null;
  imagen_principal: { url: string; alt_text?: string | null; width?: number | null; height?: number | null } | null;
  precio?: number | null;
  visible?: boolean;
  destacado?: boolean;
  /** ISO date of the last change. */
  updated_at?: string;
  /** The item's version (admin lists): its ETag is this number in quotes. */
  version?: number;
}

/** A catalogue's numbers for the panel (`GET /api/{table}/resumen`, deleted items left out). */
export interface CatalogSummary {
  total: number;
  visibles: number;
  ocultos: number;
  destacados: number;
  sin_imagen: number;
  /** Null for a catalogue without prices. */
  sin_precio: number | null;
}

export interface CatalogPage {
  items: CatalogListItem[];
  /** How many items the whole list holds. */
  total: number;
}

/** The list's status filter; empty for every item. */
export type ListStatus = '' | 'visibles' | 'ocultos' | 'destacados';

/** The list's order: empty for the most recent first, else one of the API's `sort` values. */
export type ListSort = '' | 'nombre_asc' | 'nombre_desc' | 'precio_asc' | 'precio_desc' | 'updated_desc';

export interface CatalogListArgs {
  table: CatalogTable;
  /** Lower case, or empty for every category. */
  categoria: string;
  q: string;
  estado: ListStatus;
  orden: ListSort;
}

/** What one bulk action does to every selected item (`POST /api/{table}/lote`). */
export type BulkAction = 'mostrar' | 'ocultar' | 'destacar' | 'quitar_destacado' | 'eliminar' | 'restaurar';

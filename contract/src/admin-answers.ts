/** A catalogue in numbers, for the admin's panel (GET /api/{catálogo}/resumen). */
export interface CatalogSummary {
  total: number;
  visibles: number;
  ocultos: number;
  destacados: number;
  sin_imagen: number;
  /** Null where the catalogue has no price. */
  sin_precio: number | null;
}

/** What one bulk request (POST /api/{catálogo}/lote) does to every selected item. */
export const BULK_ACTIONS = ['mostrar', 'ocultar', 'destacar', 'quitar_destacado', 'eliminar', 'restaurar'] as const;

export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkAnswer {
  accion: BulkAction;
  ids: number[];
}

/** A stored upload (POST /api/upload): always WebP, with its size in pixels. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  mime_type: string;
}

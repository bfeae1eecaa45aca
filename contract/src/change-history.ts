/** What a change was, as the history names it: the database tells create, delete and restore; the writer the rest. */
export const HISTORY_ACTIONS = [
  'alta',
  'edicion',
  'baja',
  'restauracion',
  'imagenes',
  'lote',
  'precios',
  'version',
  'importacion',
] as const;

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A stored value as the history keeps it (JSON): text, number, yes/no, empty, or an availability list. */
export type HistoryValue = string | number | boolean | null | HistoryValue[] | { [key: string]: HistoryValue };

/** One field of one change, before and after. */
export interface HistoryChange {
  campo: string;
  antes: HistoryValue;
  despues: HistoryValue;
}

/** One write to a product or a banner: who, when and what changed (GET /api/{catálogo}/{id}/historial). */
export interface HistoryEntry {
  id: number;
  accion: HistoryAction;
  /** ISO 8601. */
  fecha: string;
  /** The admin's e-mail; null for a write made outside a request (the demo catalogue, SQL by hand). */
  autor: string | null;
  cambios: HistoryChange[];
}

export interface HistoryAnswer {
  items: HistoryEntry[];
}

/** How long the history keeps a change unless HISTORY_RETENTION_DAYS says otherwise. */
export const DEFAULT_HISTORY_RETENTION_DAYS = 180;

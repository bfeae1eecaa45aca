import type { CsvProblem } from './catalog-csv';

/** `POST /api/{tabla}/importacion[?dryRun=1]`: the file, and when applying, the versions its review read. */
export interface CatalogImport {
  csv: string;
  /** Each item the review showed changing, with the version it read: an item changed since stops the import. */
  versiones?: { id: number; version: number }[];
}

/** One cell that changes: its field, its column's header, and its text before and after. */
export interface ImportChange {
  campo: string;
  columna: string;
  antes: string;
  despues: string;
}

/** A row that creates or changes an item, or that has errors (rows without changes are only counted). */
export interface ImportRowReport {
  linea: number;
  id: number | null;
  nombre: string;
  accion: 'crear' | 'cambiar' | 'sin_cambios';
  /** The item's version as reviewed (null for a new one): the apply sends it back. */
  version: number | null;
  cambios: ImportChange[];
  errores: CsvProblem[];
}

/** What an import would do (a review) or did (`aplicado`). */
export interface ImportReport {
  aplicado: boolean;
  /** Problems of the whole file (its header, its size). */
  errores: CsvProblem[];
  filas: ImportRowReport[];
  resumen: { crear: number; cambiar: number; sin_cambios: number; con_errores: number };
}

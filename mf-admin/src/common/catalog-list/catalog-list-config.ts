import type { CatalogTable } from '../admin-api/catalog-types';

/** What tells the bicycle list from the accessory list. */
export interface CatalogListConfig {
  table: CatalogTable;
  title: string;
  /** 'TODAS' / 'TODOS': no category filter. */
  allLabel: string;
  /** Shown upper case, sent lower case. */
  categories: readonly string[];
  addLabel: string;
  addPath: string;
  editPath: (id: number, nombre: string) => string;
  publicPath: (id: number, nombre: string) => string;
  deleteFailed: string;
}

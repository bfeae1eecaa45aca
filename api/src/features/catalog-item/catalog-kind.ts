import type { BikeColourField, SaleField } from '@shop/contract';
import type { TObject, TSchema } from 'typebox';

/** What differs between bicycles and accessories; everything else is written once. */
export interface CatalogKind {
  /** Table, path segment and image owner type. */
  table: 'bicicletas' | 'accesorios';
  ownerType: 'bicicleta' | 'accesorio';
  categories: readonly string[];
  notFound: string;
  textFields: readonly string[];
  numberFields: readonly string[];
  colourFields: readonly BikeColourField[];
  /** Bicycles: one availability per colour × talle offered; accessories: one. */
  availability: 'combinations' | 'single';
  /** Columns of a list item besides id, nombre, detalle, categoria, marca, modelo. */
  listColumns: readonly (BikeColourField | 'precio' | 'descuento_efectivo' | SaleField | 'disponibilidad')[];
  /** Exact-match filters a list accepts besides q, categoria, marca and color. */
  exactFilters: readonly ('material' | 'origen_pais')[];
  booleanFilters: readonly ('visible' | 'destacado')[];
  body: TSchema;
  /** A record as answered (detail, create, update, restore). */
  record: TObject;
  listItem: TSchema;
}

import { amountText } from '@shop/contract';
import type { CatalogField, CatalogRecord, CatalogTable } from '../admin-api/catalog-types';
import { parseCashDiscount } from './cash-discount';

/** The fields both catalogues share; each form adds its own. */
export interface BaseValues {
  nombre: string;
  detalle: string;
  categoria: string;
  marca: string;
  modelo: string;
  origen_pais: string;
  visible: boolean;
  destacado: boolean;
  /** The product's own whole percent off in cash or by transfer; empty takes the site's. */
  descuento_efectivo: string;
}

export type FieldErrors = Partial<Record<string, string>>;

export interface CatalogFormTexts {
  addTitle: string;
  editTitle: string;
  backLabel: string;
  submitAdd: string;
  submitEdit: string;
  created: string;
  updated: string;
  /** 'Cargar otra' / 'Cargar otro'. */
  loadAnother: string;
  createFailed: string;
  updateFailed: string;
  loadFailed: string;
  missingUrlId: string;
  missingId: string;
  /** The example in the image's alt-text hint: a photo of this kind of product. */
  altExample: string;
}

/** Everything that tells a bicycle form from an accessory form; the rest is written once. */
export interface CatalogFormKind<V extends BaseValues> {
  table: CatalogTable;
  /** As shown, upper case. */
  categories: readonly string[];
  texts: CatalogFormTexts;
  /** A new item's first image is marked as required (accessories). */
  imageRequired?: boolean;
  /** The admin list of this catalogue: the way back from an item that cannot be edited. */
  listPath: string;
  publicPath: (id: number, nombre: string) => string;
  /** Values for a new item; `categoria` is the query's preset. */
  emptyValues: (categoria: string | null) => V;
  fromRecord: (record: CatalogRecord) => V;
  toBody: (values: V) => Record<string, unknown>;
  /** The form after 'Cargar otra/otro', from the saved values and those the screen opened with. */
  valuesForAnother: (saved: V, initial: V) => V;
  /** Checks after the three common ones (nombre, categoria, uploads). */
  validateExtra?: (values: V) => FieldErrors;
  /** The colours (hex) a photo can be tagged with: the bicycle's; none for accessories. */
  photoColours?: (values: V) => readonly string[];
}

/** Trimmed text, or null when empty: optional fields go out as null. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored field as its input shows it: numbers written as they are typed back (12.5 → '12,5'). */
export function recordText(record: CatalogRecord, field: CatalogField): string {
  const fields: Partial<Record<CatalogField, unknown>> = record;
  const value = fields[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? amountText(value) : '';
}

export function baseBody(values: BaseValues): Record<string, unknown> {
  return {
    nombre: values.nombre.trim(),
    detalle: optionalText(values.detalle),
    categoria: values.categoria.toLowerCase(),
    marca: optionalText(values.marca),
    modelo: optionalText(values.modelo),
    origen_pais: optionalText(values.origen_pais),
    visible: values.visible,
    destacado: values.destacado,
    descuento_efectivo: parseCashDiscount(values.descuento_efectivo) ?? null,
  };
}

/** A stored category shown as one of the list, case-insensitively; null when it is none of them. */
export function matchCategory(categories: readonly string[], value: string | null | undefined): string | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}

export function baseFromRecord(record: CatalogRecord, categories: readonly string[]): BaseValues {
  return {
    nombre: recordText(record, 'nombre'),
    detalle: recordText(record, 'detalle'),
    // A category not in the list falls back to the first one.
    categoria: matchCategory(categories, recordText(record, 'categoria')) ?? categories[0] ?? '',
    marca: recordText(record, 'marca'),
    modelo: recordText(record, 'modelo'),
    origen_pais: recordText(record, 'origen_pais'),
    visible: record.visible !== false,
    destacado: record.destacado === true,
    descuento_efectivo: recordText(record, 'descuento_efectivo'),
  };
}

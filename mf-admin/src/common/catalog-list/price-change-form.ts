import { changedPrice, type PriceChange, type PriceRounding, priceProblem } from '@shop/contract';
import type { CatalogListItem, CatalogTable } from '../admin-api/catalog-types';

/** The dialog's fields as typed: the amount stays text until it is read. */
export interface PriceChangeFields {
  direccion: 'subir' | 'bajar';
  valor: string;
  tipo: PriceChange['tipo'];
  redondeo: PriceRounding;
}

export const INITIAL_FIELDS: PriceChangeFields = { direccion: 'subir', valor: '', tipo: 'porcentaje', redondeo: 1 };

export const ROUNDING_OPTIONS: readonly [PriceRounding, string][] = [
  [1, 'Sin redondeo'],
  [100, 'A $ 100'],
  [1000, 'A $ 1.000'],
];

/** The change the fields say, or null while the amount is not a number from 0 up. */
export function priceChangeOf(fields: PriceChangeFields): PriceChange | null {
  const amount = Number(fields.valor.replace(',', '.'));
  if (fields.valor.trim() === '' || !Number.isFinite(amount) || amount < 0) return null;
  return { tipo: fields.tipo, valor: fields.direccion === 'bajar' ? -amount : amount, redondeo: fields.redondeo };
}

export interface PreviewRow {
  item: CatalogListItem;
  precio: number | null;
  problem: string | null;
}

/** Each selected item's price after the change, by the same rule the API applies. */
export function previewRows(table: CatalogTable, items: readonly CatalogListItem[], change: PriceChange | null) {
  return items.map((item): PreviewRow => {
    const precio = change ? changedPrice(item.precio, change) : item.precio;
    return { item, precio, problem: precio === null ? null : priceProblem(precio, table) };
  });
}

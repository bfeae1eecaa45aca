import { changedPrice, type PriceChange, type PriceRounding, priceProblem, readAmount } from '@shop/contract';
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

const INVALID_AMOUNT = 'Escribí un número desde 0.';

/** The change the fields say ('$ 9.800', '2,5'), or why its amount cannot be read (also while it is empty). */
export function priceChangeOf(fields: PriceChangeFields): { change: PriceChange } | { error: string } {
  const reading = readAmount(fields.valor, INVALID_AMOUNT);
  if ('error' in reading) return reading;
  if (reading.amount === null) return { error: INVALID_AMOUNT };
  const valor = fields.direccion === 'bajar' ? -reading.amount : reading.amount;
  return { change: { tipo: fields.tipo, valor, redondeo: fields.redondeo } };
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

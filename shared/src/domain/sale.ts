import { isOnSale, percentOff, priceAt, type SaleFields, shopDayText } from '@shop/contract';
import { bestInstalmentText } from './instalments';
import { cashPriceText, formatPrice, nationalTaxesText, productPrice } from './price';

/** A product as lists and pages carry it: lists written before sales existed may leave the sale out. */
export type PricedProduct = { precio?: number | null } & Partial<SaleFields>;

/** What a running sale shows beside the price: the former price (struck through), '15 % OFF', its last day if any. */
export interface SaleNote {
  formerPrice: string;
  percentOff: string;
  /** 'Oferta hasta el 15/12/2026' (null: no end date). */
  until: string | null;
}

const sale = (product: PricedProduct) => ({
  precio: product.precio ?? null,
  precio_oferta: product.precio_oferta ?? null,
  oferta_desde: product.oferta_desde ?? null,
  oferta_hasta: product.oferta_hasta ?? null,
});

/**
 * The price that applies when the page is rendered: the sale price while its days (Argentina time) include today,
 * else the price. Worked out at each render from the dates, so a sale ends on its own.
 */
export function appliedPrice(product: PricedProduct, now: number = Date.now()): number | null {
  return priceAt(sale(product), now);
}

/** What the running sale shows, or null when none runs at `now`. */
export function saleNote(product: PricedProduct, now: number = Date.now()): SaleNote | null {
  const fields = sale(product);
  if (!isOnSale(fields, now) || fields.precio === null || fields.precio_oferta === null) return null;
  return {
    formerPrice: formatPrice(fields.precio),
    percentOff: `${percentOff(fields.precio, fields.precio_oferta)} % OFF`,
    until: fields.oferta_hasta === null ? null : `Oferta hasta el ${shopDayText(fields.oferta_hasta)}`,
  };
}

/** What a card shows of a listed product's price: every line follows the price that applies. */
export interface CardPrices {
  price: string;
  sale: SaleNote | null;
  taxNote: string | null;
  cashPrice: string | null;
  instalments?: string;
}

/** A card's price lines for `item` (a catalogue's list, the home's featured strip), as rendered now. */
export function cardPrices(
  item: PricedProduct & { categoria: string; descuento_efectivo?: number | null },
  now: number = Date.now(),
): CardPrices {
  const price = appliedPrice(item, now);
  return {
    price: productPrice(price),
    sale: saleNote(item, now),
    taxNote: nationalTaxesText(price, item.categoria),
    cashPrice: cashPriceText(price, item.descuento_efectivo),
    instalments: bestInstalmentText(price),
  };
}

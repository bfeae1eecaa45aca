import { isCalendarDay, shopDay } from './shop-day';

/**
 * A product's sale: a lower price (`precio_oferta`) from one shop day (`oferta_desde`) to another (`oferta_hasta`),
 * either open. Days are the shop's, in Argentina time (UTC−3, no daylight saving): a sale entered as running until
 * 15 December ends at 00:00 of the 16th there, 03:00 UTC. The API, the admin and the storefront share these rules,
 * and whether a sale runs is always worked out from the dates at the moment asked, never stored.
 */
export interface SaleFields {
  precio_oferta: number | null;
  /** 'AAAA-MM-DD', the first shop day of the sale; null: from now on. */
  oferta_desde: string | null;
  /** 'AAAA-MM-DD', the last shop day of the sale; null: until the owner removes it. */
  oferta_hasta: string | null;
}

export type SaleField = keyof SaleFields;

export const SALE_FIELDS: readonly SaleField[] = ['precio_oferta', 'oferta_desde', 'oferta_hasta'];

/** How the owner reads the fields: the admin form, the change history and the CSV columns. */
export const SALE_LABELS: Readonly<Record<SaleField, string>> = {
  precio_oferta: 'Precio de oferta',
  oferta_desde: 'Oferta desde',
  oferta_hasta: 'Oferta hasta',
};

/** The storefront filter (and its count) of the products on sale now. */
export const ON_SALE_FILTER_LABEL = 'En oferta';

type SaleOf = SaleFields & { precio: number | null };

/** Whether the product's sale runs at `at` (epoch ms): a sale price below its price, within its days. */
export function isOnSale(product: SaleOf, at: number): boolean {
  const { precio, precio_oferta, oferta_desde, oferta_hasta } = product;
  if (precio === null || precio_oferta === null || precio_oferta >= precio) return false;
  const today = shopDay(new Date(at));
  return (oferta_desde === null || oferta_desde <= today) && (oferta_hasta === null || today <= oferta_hasta);
}

/** The price that applies at `at`: the sale price while the sale runs, else the price (null: 'Consultá precio'). */
export function priceAt(product: SaleOf, at: number): number | null {
  return isOnSale(product, at) ? product.precio_oferta : product.precio;
}

/**
 * Whole percent the sale price takes off the price, rounded down so the label never promises more than the
 * discount ($ 100.000 → $ 85.500 is '14 % OFF'), and at least 1.
 */
export function percentOff(precio: number, precioOferta: number): number {
  // In hundredths of a peso, so that decimals of accessories' prices do not round the wrong way.
  const cents = (amount: number) => Math.round(amount * 100);
  const off = Math.floor(((cents(precio) - cents(precioOferta)) * 100) / cents(precio));
  return Math.max(1, off);
}

export interface SaleProblem {
  field: SaleField;
  message: string;
}

/** Why a product's sale fields cannot be stored together with its price, or null. */
export function saleProblem(product: SaleOf): SaleProblem | null {
  const { precio, precio_oferta, oferta_desde, oferta_hasta } = product;
  for (const field of ['oferta_desde', 'oferta_hasta'] as const) {
    const day = product[field];
    if (day !== null && !isCalendarDay(day)) return { field, message: 'Fecha inválida: usá el formato AAAA-MM-DD.' };
  }
  if (precio_oferta === null) {
    if (oferta_desde !== null || oferta_hasta !== null)
      return { field: 'precio_oferta', message: 'Cargá el precio de oferta para sus fechas.' };
    return null;
  }
  if (precio === null) return { field: 'precio_oferta', message: 'Para una oferta, cargá primero el precio.' };
  if (precio_oferta >= precio)
    return { field: 'precio_oferta', message: 'El precio de oferta tiene que ser menor que el precio.' };
  if (oferta_desde !== null && oferta_hasta !== null && oferta_hasta < oferta_desde)
    return { field: 'oferta_hasta', message: 'La oferta no puede terminar antes de empezar.' };
  return null;
}

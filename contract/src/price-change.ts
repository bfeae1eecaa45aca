import { MAX_PRICE } from './field-limits';

/** A bulk price change: ± a percentage or ± an amount in pesos (negative lowers). */
export const PRICE_CHANGE_KINDS = ['porcentaje', 'monto'] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];

/** The step a new price is rounded to (nearest): none, $ 100 or $ 1.000. */
export const PRICE_ROUNDINGS = [1, 100, 1000] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export interface PriceChange {
  tipo: PriceChangeKind;
  /** Percent or pesos; negative lowers the price. */
  valor: number;
  redondeo: PriceRounding;
}

/** The largest percentage or amount a change may take either way. */
export const PRICE_CHANGE_LIMITS = { porcentaje: 1000, monto: MAX_PRICE.bicicletas } as const;

/**
 * A price after `change`, in whole pesos, rounded half up to its step; null for an item without price (it stays
 * 'Consultá precio'). A price the change takes below zero stays below zero whatever the step (rounded down), so
 * `priceProblem` refuses it in every catalogue: rounding −101 % of $ 4.000 (−$ 40) to $ 100 gave $ 0, stored.
 * The API applies and the list's preview shows this one rule.
 */
export function changedPrice(precio: number | null, change: PriceChange): number | null {
  if (precio === null) return null;
  const raw = change.tipo === 'porcentaje' ? precio * (1 + change.valor / 100) : precio + change.valor;
  const steps = raw / change.redondeo;
  return (raw < 0 ? Math.floor(steps) : Math.round(steps)) * change.redondeo;
}

/** Why a new price cannot be stored in a catalogue (below zero or above its highest price), or null. */
export function priceProblem(precio: number, table: keyof typeof MAX_PRICE): string | null {
  if (precio < 0) return 'El precio nuevo quedaría por debajo de $ 0.';
  if (precio > MAX_PRICE[table]) return 'El precio nuevo supera el máximo permitido.';
  return null;
}

/** One item of a bulk price change (POST /api/{catálogo}/precios): the version it was listed at. */
export interface PriceChangeItem {
  id: number;
  version: number;
}

/**
 * An undo (POST /api/{catálogo}/precios/deshacer): each item's price and sale price back, at the version the change
 * answered.
 */
export interface PriceUndoItem extends PriceChangeItem {
  precio: number | null;
  precio_oferta: number | null;
}

/**
 * Each changed item with its price and sale price before and after, and its new version: a change moves the sale
 * price by the same rule, so a sale keeps its place below the price.
 */
export interface PriceChangeAnswer {
  items: {
    id: number;
    nombre: string;
    precio_anterior: number | null;
    precio: number | null;
    precio_oferta_anterior: number | null;
    precio_oferta: number | null;
    version: number;
  }[];
}

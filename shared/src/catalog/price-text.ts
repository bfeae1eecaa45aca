import { readWholePesos } from '@shop/contract';

/** What was typed in a filter the list cannot use, and why: its field shows both, and the list leaves it out. */
export interface RefusedValue {
  typed: string;
  problem: string;
}

/**
 * A bound of the price filter as typed: its whole pesos as text ('9.800', '$ 9800' → '9800'; '' for none), or
 * its refusal ('9.80' could be 980 or 9,80; '9.800,50' has cents), never read as another amount.
 */
export function priceBound(text: string): string | RefusedValue {
  const reading = readWholePesos(text);
  if ('error' in reading) return { typed: text.trim(), problem: reading.error };
  return reading.amount === null ? '' : String(reading.amount);
}

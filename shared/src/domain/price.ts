import { formatNumber } from './number-format';

/** 15000 → "$ 15.000" (es-AR). */
export function formatPrice(amount: number): string {
  return `$ ${formatNumber(amount)}`;
}

/** What a shopper reads where a price goes: '$ 1.250.000', or 'Consultá precio' when there is none. */
export function productPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? 'Consultá precio' : formatPrice(amount);
}

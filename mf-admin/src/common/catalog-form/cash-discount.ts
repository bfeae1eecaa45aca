import { MAX_CASH_DISCOUNT_PERCENT } from '@shop/contract';

const INVALID_CASH_DISCOUNT = `Ingresá un porcentaje entero de 0 a ${MAX_CASH_DISCOUNT_PERCENT} (o dejalo vacío).`;

/** '15', '15 %' → 15; empty → null (the site's); anything else → undefined. */
export function parseCashDiscount(text: string): number | null | undefined {
  const plain = text.replace(/[\s%]/g, '');
  if (plain === '') return null;
  const percent = /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
  return percent <= MAX_CASH_DISCOUNT_PERCENT ? percent : undefined;
}

/** Why the typed discount cannot be saved, if it cannot. */
export function cashDiscountError(text: string): string | undefined {
  return parseCashDiscount(text) === undefined ? INVALID_CASH_DISCOUNT : undefined;
}

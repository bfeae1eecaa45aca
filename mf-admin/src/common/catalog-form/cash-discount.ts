import { MAX_CASH_DISCOUNT_PERCENT, readAmount } from '@shop/contract';

const INVALID_CASH_DISCOUNT = `Ingresá un porcentaje entero de 0 a ${MAX_CASH_DISCOUNT_PERCENT} (o dejalo vacío).`;

/** '15', '15 %' → 15, read as every typed amount is; empty → null (the site's); anything else → undefined. */
export function parseCashDiscount(text: string): number | null | undefined {
  const reading = readAmount(text.replace(/%\s*$/, ''), INVALID_CASH_DISCOUNT);
  if ('error' in reading) return undefined;
  const percent = reading.amount;
  return percent === null || (Number.isInteger(percent) && percent <= MAX_CASH_DISCOUNT_PERCENT) ? percent : undefined;
}

/** Why the typed discount cannot be saved, if it cannot. */
export function cashDiscountError(text: string): string | undefined {
  return parseCashDiscount(text) === undefined ? INVALID_CASH_DISCOUNT : undefined;
}

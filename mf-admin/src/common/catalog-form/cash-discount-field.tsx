import { CASH_DISCOUNT_LABEL, MAX_CASH_DISCOUNT_PERCENT } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { TextField } from '@shop/shared/ui/form-field';
import type { FieldErrors } from './catalog-form-kind';

const INVALID_CASH_DISCOUNT = `Ingresá un porcentaje entero de 0 a ${MAX_CASH_DISCOUNT_PERCENT} (o dejalo vacío).`;

/** '15', '15 %' → 15; empty → null (the site's); anything else → undefined. */
export function parseCashDiscount(text: string): number | null | undefined {
  const plain = text.replace(/[\s%]/g, '');
  if (plain === '') return null;
  const percent = /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
  return percent <= MAX_CASH_DISCOUNT_PERCENT ? percent : undefined;
}

/** Why the typed discount cannot be saved, tied to its field. */
export function validateCashDiscount(text: string): FieldErrors {
  return parseCashDiscount(text) === undefined ? { descuento_efectivo: INVALID_CASH_DISCOUNT } : {};
}

interface CashDiscountFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The product's own percentage off in cash or by transfer; empty takes the site's. */
export function CashDiscountField({ value, error, onChange }: CashDiscountFieldProps) {
  return (
    <TextField
      label={CASH_DISCOUNT_LABEL}
      name="descuento_efectivo"
      inputMode="numeric"
      hint={`Vacío: el del sitio (${siteConfig.cashDiscountPercent} %). 0: sin precio en efectivo o transferencia.`}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

import { CASH_DISCOUNT_LABEL } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { TextField } from '@shop/shared/ui/form-field';

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

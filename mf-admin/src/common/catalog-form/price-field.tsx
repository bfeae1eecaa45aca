import { TextField } from '@shop/shared/ui/form-field';
import type { FieldErrors } from './catalog-form-kind';

/** Prices are whole pesos (decision 17). */
const INVALID_PRICE = 'Ingresá el precio en pesos, sin centavos (o dejalo vacío).';

/** '1.250.000', '$ 1250000' → 1250000; empty → null; anything else (cents, words) → undefined. */
export function parsePrice(text: string): number | null | undefined {
  const plain = text.replace(/[$\s.]/g, '');
  if (plain === '') return null;
  return /^\d{1,9}$/.test(plain) ? Number(plain) : undefined;
}

export function validatePrice(precio: string): FieldErrors {
  return parsePrice(precio) === undefined ? { precio: INVALID_PRICE } : {};
}

interface PriceFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** 'Precio ($)': empty for 'Consultá precio'. */
export function PriceField({ value, error, onChange }: PriceFieldProps) {
  return (
    <TextField
      label="Precio ($)"
      name="precio"
      inputMode="numeric"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

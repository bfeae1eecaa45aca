import { readWholePesos } from '@shop/contract';
import { formatPrice } from '@shop/shared/domain';
import { TextField } from '@shop/shared/ui/form-field';
import type { FieldErrors } from './catalog-form-kind';

/** The whole pesos typed, up to the catalogue's highest price; empty → null; anything else → undefined. */
export function parsePrice(text: string, max: number): number | null | undefined {
  const reading = readWholePesos(text);
  if ('error' in reading) return undefined;
  return reading.amount === null || reading.amount <= max ? reading.amount : undefined;
}

/** Why the typed price cannot be saved in a catalogue whose highest price is `max`, tied to the field. */
export function validatePrice(precio: string, max: number): FieldErrors {
  const reading = readWholePesos(precio);
  if ('error' in reading) return { precio: reading.error };
  return reading.amount !== null && reading.amount > max
    ? { precio: `El precio no puede superar ${formatPrice(max)}.` }
    : {};
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

import { formatPrice } from '@shop/shared/domain';
import { TextField } from '@shop/shared/ui/form-field';
import type { FieldErrors } from './catalog-form-kind';

/** Prices are whole pesos (decision 17). */
const INVALID_PRICE = 'Ingresá el precio en pesos, sin centavos (o dejalo vacío).';

/** '1.250.000', '$ 1250000' → 1250000; empty → null; cents or words → NaN. */
function typedPesos(text: string): number | null {
  const plain = text.replace(/[$\s.]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The whole pesos typed, up to the catalogue's highest price; empty → null; anything else → undefined. */
export function parsePrice(text: string, max: number): number | null | undefined {
  const pesos = typedPesos(text);
  return pesos === null || pesos <= max ? pesos : undefined;
}

/** Why the typed price cannot be saved in a catalogue whose highest price is `max`, tied to the field. */
export function validatePrice(precio: string, max: number): FieldErrors {
  const pesos = typedPesos(precio);
  if (Number.isNaN(pesos)) return { precio: INVALID_PRICE };
  return pesos !== null && pesos > max ? { precio: `El precio no puede superar ${formatPrice(max)}.` } : {};
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

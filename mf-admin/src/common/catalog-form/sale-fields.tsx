import {
  readWholePesos,
  SALE_FIELDS,
  SALE_LABELS,
  saleProblem,
  type SaleField,
  type SaleFields as SaleBody,
} from '@shop/contract';
import { TextField } from '@shop/shared/ui/form-field';
import type { CatalogRecord } from '../admin-api/catalog-types';
import { type FieldErrors, recordText } from './catalog-form-kind';
import { parsePrice, validatePrice } from './price-field';

/** A product's sale as its inputs hold it: whole pesos, and days as the date inputs give them ('AAAA-MM-DD'). */
export type SaleValues = Record<SaleField, string>;

export const NO_SALE: SaleValues = { precio_oferta: '', oferta_desde: '', oferta_hasta: '' };

export function saleFromRecord(record: CatalogRecord): SaleValues {
  return Object.fromEntries(SALE_FIELDS.map((field) => [field, recordText(record, field)])) as SaleValues;
}

/** The sale as sent, in a catalogue whose highest price is `max`; empty fields go out as null. */
export function saleBody(values: SaleValues, max: number): SaleBody {
  return {
    precio_oferta: parsePrice(values.precio_oferta, max) ?? null,
    oferta_desde: values.oferta_desde || null,
    oferta_hasta: values.oferta_hasta || null,
  };
}

/**
 * Why the sale cannot be saved beside the typed price, tied to its field: the sale price's own reading first, then
 * the contract's rules (below the price, days in order). A price that cannot be read is the price field's problem.
 */
export function validateSale(values: SaleValues & { precio: string }, max: number): FieldErrors {
  const { precio: unreadable } = validatePrice(values.precio_oferta, max);
  if (unreadable) return { precio_oferta: unreadable };
  const precio = readWholePesos(values.precio);
  if ('error' in precio) return {};
  const problem = saleProblem({ ...saleBody(values, max), precio: precio.amount });
  return problem ? { [problem.field]: problem.message } : {};
}

interface SaleFieldsProps {
  values: SaleValues;
  errors: FieldErrors;
  onChange: (field: SaleField, value: string) => void;
}

/** The sale price and its first and last day (Argentina's), beside the price. */
export function SaleFields({ values, errors, onChange }: SaleFieldsProps) {
  const day = (field: 'oferta_desde' | 'oferta_hasta') => (
    <TextField
      label={SALE_LABELS[field]}
      name={field}
      type="date"
      hint="Día de Argentina; vacío: sin límite."
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );
  return (
    <>
      <TextField
        label={`${SALE_LABELS.precio_oferta} ($)`}
        name="precio_oferta"
        inputMode="numeric"
        hint="Menor que el precio; vacío: sin oferta."
        value={values.precio_oferta}
        error={errors.precio_oferta}
        onChange={(event) => onChange('precio_oferta', event.target.value)}
      />
      {day('oferta_desde')}
      {day('oferta_hasta')}
    </>
  );
}

import { CATALOG_REQUIRED_MESSAGES, missingCatalogField } from '@shop/contract';
import { cashDiscountError } from './cash-discount';
import type { BaseValues, FieldErrors } from './catalog-form-kind';

export const UPLOADS_PENDING = 'Esperá a que terminen de subirse las imágenes.';

/** The first problem, in this order: nombre, categoría, uploads still running, then the fields' own. */
export function validateCatalogForm<V extends BaseValues>(
  values: V,
  uploading: boolean,
  extra?: (values: V) => FieldErrors,
): FieldErrors {
  const missing = missingCatalogField(values);
  if (missing) return { [missing]: CATALOG_REQUIRED_MESSAGES[missing] };
  if (uploading) return { images: UPLOADS_PENDING };
  return { descuento_efectivo: cashDiscountError(values.descuento_efectivo), ...extra?.(values) };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

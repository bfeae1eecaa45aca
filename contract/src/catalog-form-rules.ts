/** The fields every catalogue record is refused without, with the words the admin form and the API both say. */
export const CATALOG_REQUIRED_MESSAGES = {
  nombre: 'El nombre es obligatorio.',
  categoria: 'La categoría es obligatoria.',
} as const;

export type CatalogRequiredField = keyof typeof CATALOG_REQUIRED_MESSAGES;

/** The first required field left empty (blank counts as empty), in the form's order, or null. */
export function missingCatalogField(values: {
  nombre?: string | null;
  categoria?: string | null;
}): CatalogRequiredField | null {
  if (!values.nombre?.trim()) return 'nombre';
  if (!values.categoria?.trim()) return 'categoria';
  return null;
}

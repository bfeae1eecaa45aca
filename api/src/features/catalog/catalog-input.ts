import { CATALOG_REQUIRED_MESSAGES, missingCatalogField, normaliseHex } from '@shop/contract';
import { badRequest } from '../../lib/http-error';
import { optionalText, searchable } from '../../lib/text';
import type { CatalogKind } from './catalog-kind';

export type Row = Record<string, string | number | boolean | null>;

/** A create or update body as the kind's body schema lets it through: its fields, each optional, some null. */
export type CatalogInput = Partial<Row>;

const HEX = /^#[0-9a-f]{6}$/;

/** The columns to store for a create or update body: validated, trimmed, empty as null. */
export function catalogColumns(kind: CatalogKind, body: CatalogInput): Row {
  const nombre = typeof body.nombre === 'string' ? body.nombre.trim() : '';
  const categoria = optionalText(body.categoria)?.toLowerCase() ?? '';
  const missing = missingCatalogField({ nombre, categoria });
  if (missing) throw badRequest(CATALOG_REQUIRED_MESSAGES[missing], missing);
  if (!kind.categories.includes(categoria)) throw badRequest('Categoría inválida.', 'categoria');

  const row: Row = { nombre, categoria, visible: body.visible !== false, destacado: body.destacado === true };
  for (const field of kind.textFields) row[field] = optionalText(body[field]);
  for (const field of kind.numberFields) row[field] = typeof body[field] === 'number' ? body[field] : null;
  for (const field of kind.colourFields) {
    const value = optionalText(body[field]);
    const colour = value === null ? null : normaliseHex(value);
    if (colour !== null && !HEX.test(colour))
      throw badRequest(`Color inválido en ${field}: usá un valor hexadecimal como #1d4ed8.`, field);
    row[field] = colour;
  }
  row.search_text = searchable(
    nombre,
    row.marca as string | null,
    row.modelo as string | null,
    row.detalle as string | null,
  );
  return row;
}

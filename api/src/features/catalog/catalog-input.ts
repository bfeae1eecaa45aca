import {
  CATALOG_REQUIRED_MESSAGES,
  isHexColour,
  missingCatalogField,
  normaliseHex,
  presentColours,
  saleProblem,
} from '@shop/contract';
import { badRequest } from '../../lib/http-error';
import { optionalText, searchable } from '../../lib/text';
import {
  accessoryAvailability,
  bikeAvailability,
  type SentAvailability,
  type SentCombination,
} from './catalog-availability';
import type { CatalogKind } from '../catalog-item';

export type Row = Record<string, string | number | boolean | null>;

/** A create or update body as the kind's body schema lets it through: its fields, each optional, some null. */
export type CatalogInput = Partial<Record<string, Row[string] | SentAvailability | SentCombination[]>>;

/** The availability column as stored (JSON): checked against the colours and talles the row offers. */
function availabilityColumn(kind: CatalogKind, sent: CatalogInput[string], row: Row): string | null {
  if (kind.availability === 'single')
    return accessoryAvailability(typeof sent === 'object' && !Array.isArray(sent) ? sent : null);
  const colours = presentColours(kind.colourFields.map((field) => row[field] as string | null));
  return bikeAvailability(Array.isArray(sent) ? sent : [], { colours, talle: row.talle as string | null });
}

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
    if (value !== null && !isHexColour(value))
      throw badRequest(`Color inválido en ${field}: usá un valor hexadecimal como #1d4ed8.`, field);
    row[field] = value === null ? null : normaliseHex(value);
  }
  const sale = saleProblem({
    precio: row.precio as number | null,
    precio_oferta: row.precio_oferta as number | null,
    oferta_desde: row.oferta_desde as string | null,
    oferta_hasta: row.oferta_hasta as string | null,
  });
  if (sale) throw badRequest(sale.message, sale.field);
  row.disponibilidad = availabilityColumn(kind, body.disponibilidad, row);
  row.search_text = searchable(
    nombre,
    row.marca as string | null,
    row.modelo as string | null,
    row.detalle as string | null,
  );
  return row;
}

import { availabilityLabel, colourName } from '@shop/contract';
import type { CatalogListItem } from '../admin-api/catalog-types';

/** Spreadsheets in es-AR take ';' between columns (',' is their decimal mark). */
const SEPARATOR = ';';
/** Lets a spreadsheet read the file as UTF-8 (accents, ñ). */
const BOM = '\uFEFF';

const HEADERS = [
  'ID',
  'Nombre',
  'Categoría',
  'Marca',
  'Modelo',
  'Precio',
  'Disponibilidad',
  'Estado',
  'Destacado',
  'Actualizado',
];

const dateFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short' });

/** A cell quoted when needed; text that a spreadsheet would run as a formula is kept as text. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An accessory's availability, or a bicycle's per colour and talle ('Rojo M: En stock, ...'); empty without data. */
function availabilityText({ disponibilidad }: CatalogListItem): string {
  if (!Array.isArray(disponibilidad)) return disponibilidad ? availabilityLabel(disponibilidad) : '';
  return disponibilidad
    .map((combination) => {
      const choice = [combination.color && colourName(combination.color), combination.talle].filter(Boolean).join(' ');
      return `${choice || 'Todas'}: ${availabilityLabel(combination)}`;
    })
    .join(', ');
}

function row(item: CatalogListItem): (string | number | null | undefined)[] {
  return [
    item.id,
    item.nombre,
    item.categoria?.toUpperCase(),
    item.marca,
    item.modelo,
    item.precio,
    availabilityText(item),
    item.visible === false ? 'Oculto' : 'Visible',
    item.destacado ? 'Sí' : 'No',
    item.updated_at ? dateFormat.format(new Date(item.updated_at)) : '',
  ];
}

/** The list view as a CSV file: UTF-8 with BOM, ';' separated, CRLF lines, one row per item. */
export function catalogCsv(items: readonly CatalogListItem[]): string {
  const lines = [HEADERS, ...items.map(row)].map((values) => values.map(cell).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

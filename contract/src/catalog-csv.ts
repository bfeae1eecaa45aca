import {
  availabilityFromLabel,
  availabilityLabel,
  type Disponibilidad,
  type DisponibilidadCombinacion,
} from './availability';
import { CASH_DISCOUNT_LABEL } from './cash-discount';
import { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS, BIKE_SPEC_LABELS } from './catalog-records';
import { COLOUR_PALETTE, colourName, isHexColour, normaliseHex } from './colour-palette';
import { parseCsv } from './csv-read';
import { csvCellText, csvFile } from './csv-text';
import { plainText } from './plain-text';
import { SALE_LABELS } from './sale';
import { amountText, readAmount } from './typed-amount';

/**
 * The catalogue file the admin exports and imports back: one row per item with every field, its images and their
 * descriptions. The export writes these cells and the import reads the same cells, so a file exported and imported
 * unchanged changes nothing.
 */

export type CsvCatalog = 'bicicletas' | 'accesorios';

/** An image as the file lists it. */
export interface CsvImage {
  url: string;
  alt_text: string | null;
}

/** How a column's value is written and read. */
type CsvColumnType = 'id' | 'text' | 'categoria' | 'number' | 'boolean' | 'availability' | 'images' | 'alts' | 'date';

export interface CsvColumn {
  header: string;
  /** The record's field (the API's `campo`); `imagenes_alt` stands for the images' descriptions. */
  field: string;
  type: CsvColumnType;
}

const column = (header: string, field: string, type: CsvColumnType = 'text'): CsvColumn => ({ header, field, type });

const LEADING = [
  column('ID', 'id', 'id'),
  column('Nombre', 'nombre'),
  column('Categoría', 'categoria', 'categoria'),
  column('Marca', 'marca'),
  column('Modelo', 'modelo'),
  column('Detalle', 'detalle'),
  column('Origen', 'origen_pais'),
];
const PRICE = [
  column('Precio', 'precio', 'number'),
  column(CASH_DISCOUNT_LABEL, 'descuento_efectivo', 'number'),
  column(SALE_LABELS.precio_oferta, 'precio_oferta', 'number'),
  column(SALE_LABELS.oferta_desde, 'oferta_desde'),
  column(SALE_LABELS.oferta_hasta, 'oferta_hasta'),
];
const STATE = [column('Visible', 'visible', 'boolean'), column('Destacado', 'destacado', 'boolean')];
const TRAILING = [
  column('Disponibilidad', 'disponibilidad', 'availability'),
  column('Imágenes', 'imagenes', 'images'),
  column('Textos alternativos (SEO)', 'imagenes_alt', 'alts'),
  column('Actualizado', 'updated_at', 'date'),
];

export const CATALOG_CSV_COLUMNS: Readonly<Record<CsvCatalog, readonly CsvColumn[]>> = {
  bicicletas: [
    ...LEADING,
    ...PRICE,
    ...STATE,
    ...BIKE_COLOUR_FIELDS.map((field, index) => column(`Color ${index + 1}`, field)),
    ...BIKE_SPEC_FIELDS.map((field) => column(BIKE_SPEC_LABELS[field], field)),
    ...TRAILING,
  ],
  accesorios: [
    ...LEADING,
    column('Material', 'material'),
    column('Peso (g)', 'peso_g', 'number'),
    column('Largo (mm)', 'dim_largo_mm', 'number'),
    column('Ancho (mm)', 'dim_ancho_mm', 'number'),
    column('Alto (mm)', 'dim_alto_mm', 'number'),
    ...PRICE,
    ...STATE,
    ...TRAILING,
  ],
};

/** The columns the import writes: the rest (ID, images, date) are read or compared only. */
export function isWrittenColumn({ type }: CsvColumn): boolean {
  return type !== 'id' && type !== 'images' && type !== 'alts' && type !== 'date';
}

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 5000;

const dateFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short' });

const fieldOf = (item: object, field: string): unknown => (item as Record<string, unknown>)[field];

function isAvailability(value: unknown): value is Disponibilidad {
  return typeof value === 'object' && value !== null && 'estado' in value && 'dias' in value;
}

function isCombination(value: unknown): value is DisponibilidadCombinacion {
  return isAvailability(value) && 'color' in value && 'talle' in value && 'tienda' in value;
}

/**
 * 'Rojo M (casa-central): En stock, Negro L (local-palermo): A pedido (10 días)'; a choice without colour nor talle
 * reads 'Todas' before its store.
 */
function combinationsText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .filter(isCombination)
    .map((combination) => {
      const choice = [combination.color && colourName(combination.color), combination.talle].filter(Boolean).join(' ');
      return `${choice || 'Todas'} (${combination.tienda}): ${availabilityLabel(combination)}`;
    })
    .join(', ');
}

function availabilityText(catalog: CsvCatalog, value: unknown): string {
  if (catalog === 'bicicletas') return combinationsText(value);
  return isAvailability(value) ? availabilityLabel(value) : '';
}

function imagesOf(item: object): CsvImage[] {
  const images = fieldOf(item, 'imagenes');
  return Array.isArray(images) ? images.filter((image: unknown): image is CsvImage => typeof image === 'object') : [];
}

/** A value as its cell shows it (before the quoting of the file). */
function cellText(catalog: CsvCatalog, item: object, { field, type }: CsvColumn): string {
  const value = fieldOf(item, field);
  switch (type) {
    case 'id':
      return typeof value === 'number' ? String(value) : '';
    case 'categoria':
      return typeof value === 'string' ? value.toUpperCase() : '';
    case 'number':
      return typeof value === 'number' ? amountText(value) : '';
    case 'boolean':
      return value === true ? 'Sí' : 'No';
    case 'availability':
      return availabilityText(catalog, value);
    case 'images':
      return imagesOf(item)
        .map((image) => image.url)
        .join('\n');
    case 'alts':
      return imagesOf(item)
        .map((image) => image.alt_text ?? '')
        .join('\n');
    case 'date':
      return typeof value === 'string' && value ? dateFormat.format(new Date(value)) : '';
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

/** Each column's cell for an item (a record with `imagenes`), keyed by field. */
export function catalogCsvCells(catalog: CsvCatalog, item: object): Record<string, string> {
  return Object.fromEntries(
    CATALOG_CSV_COLUMNS[catalog].map((csvColumn) => [csvColumn.field, cellText(catalog, item, csvColumn)]),
  );
}

/** The file of a catalogue's items: a header and one row per item. */
export function catalogCsv(catalog: CsvCatalog, items: readonly object[]): string {
  const columns = CATALOG_CSV_COLUMNS[catalog];
  return csvFile([
    columns.map((csvColumn) => csvColumn.header),
    ...items.map((item) => columns.map((csvColumn) => cellText(catalog, item, csvColumn))),
  ]);
}

/** Something wrong in the file: its spreadsheet row and, for a cell, the field. */
export interface CsvProblem {
  linea: number;
  campo?: string;
  error: string;
}

/** One item row as read: the body it asks to write, its cells and what could not be read. */
export interface CsvItemRow {
  linea: number;
  /** Null for a new item. */
  id: number | null;
  body: Record<string, unknown>;
  cells: Record<string, string>;
  problems: CsvProblem[];
}

export interface CatalogCsvReading {
  /** Problems of the whole file (header, size): with any, no row is read. */
  problems: CsvProblem[];
  rows: CsvItemRow[];
}

const plain = (text: string) => plainText(text.trim());

/** A colour as the availability cell names it: a palette name or a hex. */
function colourOf(token: string): string | undefined {
  const named = COLOUR_PALETTE.find((colour) => plain(colour.name) === plain(token));
  if (named) return named.hex;
  return isHexColour(token) ? normaliseHex(token) : undefined;
}

const AVAILABILITY_HELP =
  'Usá «color talle (tienda): estado», con «En stock», «Pocas unidades», «A pedido (N días)» o «Sin stock».';

function unreadableAvailability(text: string): Error {
  return new Error(`No se entiende la disponibilidad «${text}». ${AVAILABILITY_HELP}`);
}

/** 'Rojo M (casa-central): En stock, Negro L (local-palermo): A pedido (10 días)' back to the combinations. */
function readCombinations(text: string): DisponibilidadCombinacion[] {
  if (!text.trim()) return [];
  return text.split(/,\s*/).map((part) => {
    const colon = part.lastIndexOf(':');
    const availability = colon < 0 ? undefined : availabilityFromLabel(part.slice(colon + 1));
    const atStore = /^(.*?)\s*\(([^()]+)\)$/.exec(part.slice(0, Math.max(colon, 0)).trim());
    if (!availability || !atStore) throw unreadableAvailability(part);
    const [, choice = '', tienda = ''] = atStore;
    if (choice === '' || plain(choice) === 'todas') return { color: '', talle: '', tienda, ...availability };
    const [first = '', ...rest] = choice.split(/\s+/);
    const colour = colourOf(first);
    return colour === undefined
      ? { color: '', talle: choice, tienda, ...availability }
      : { color: colour, talle: rest.join(' '), tienda, ...availability };
  });
}

function readAvailability(catalog: CsvCatalog, text: string): unknown {
  if (catalog === 'bicicletas') return readCombinations(text);
  const availability = availabilityFromLabel(text);
  if (availability === undefined) throw unreadableAvailability(text);
  return availability;
}

/** A number as an es-AR spreadsheet shows it: '1250000', '9.800', '$ 9.800' or '250,5'; empty is null. */
function readNumber(text: string): number | null {
  const reading = readAmount(text, `«${text.trim()}» no es un número.`);
  if ('error' in reading) throw new Error(reading.error);
  return reading.amount;
}

function readBoolean(text: string): boolean {
  const value = plain(text);
  if (value === 'si' || value === 'true' || value === '1') return true;
  if (value === 'no' || value === 'false' || value === '0') return false;
  throw new Error('Escribí «Sí» o «No».');
}

/** The body value of a written column's cell. */
function readValue(catalog: CsvCatalog, { type }: CsvColumn, text: string): unknown {
  switch (type) {
    case 'number':
      return readNumber(text);
    case 'boolean':
      return readBoolean(text);
    case 'availability':
      return readAvailability(catalog, text);
    default:
      return text.trim() === '' ? null : text;
  }
}

function readId(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,10}$/.test(trimmed)) throw new Error(`«${trimmed}» no es un ID.`);
  return Number(trimmed);
}

/** Each column's position in the header, or the problems that keep the file from being read. */
function readHeader(
  catalog: CsvCatalog,
  header: readonly string[],
): { positions: Map<CsvColumn, number>; problems: CsvProblem[] } {
  const columns = CATALOG_CSV_COLUMNS[catalog];
  const positions = new Map<CsvColumn, number>();
  const problems: CsvProblem[] = [];
  header.forEach((name, index) => {
    const found = columns.find((csvColumn) => plain(csvColumn.header) === plain(csvCellText(name)));
    if (!found) problems.push({ linea: 1, error: `Columna desconocida: «${name}».` });
    else if (positions.has(found)) problems.push({ linea: 1, error: `La columna «${found.header}» está repetida.` });
    else positions.set(found, index);
  });
  for (const csvColumn of columns)
    if (csvColumn.type !== 'date' && !positions.has(csvColumn))
      problems.push({ linea: 1, error: `Falta la columna «${csvColumn.header}».` });
  return { positions, problems };
}

function readRow(
  catalog: CsvCatalog,
  positions: ReadonlyMap<CsvColumn, number>,
  linea: number,
  values: readonly string[],
): CsvItemRow {
  const row: CsvItemRow = { linea, id: null, body: {}, cells: {}, problems: [] };
  for (const [csvColumn, position] of positions) {
    const text = csvCellText(values[position] ?? '');
    row.cells[csvColumn.field] = text;
    try {
      if (csvColumn.type === 'id') row.id = readId(text);
      else if (isWrittenColumn(csvColumn)) row.body[csvColumn.field] = readValue(catalog, csvColumn, text);
    } catch (error: unknown) {
      row.problems.push({
        linea,
        campo: csvColumn.field,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return row;
}

/** Reads an exported file back (or one a spreadsheet saved again): each item row, or what keeps the file out. */
export function readCatalogCsv(catalog: CsvCatalog, file: string): CatalogCsvReading {
  if (file.includes('\uFFFD'))
    return {
      problems: [{ linea: 1, error: 'El archivo no está en UTF-8: guardalo como «CSV UTF-8» y elegilo de nuevo.' }],
      rows: [],
    };
  const [header, ...records] = parseCsv(file);
  if (!header) return { problems: [{ linea: 1, error: 'El archivo está vacío.' }], rows: [] };
  if (records.length > MAX_IMPORT_ROWS)
    return { problems: [{ linea: 1, error: `El archivo tiene más de ${MAX_IMPORT_ROWS} filas.` }], rows: [] };
  const { positions, problems } = readHeader(catalog, header.cells);
  if (problems.length) return { problems, rows: [] };
  return {
    problems: [],
    rows: records.map(({ linea, cells }) => {
      if (cells.length !== header.cells.length)
        return {
          linea,
          id: null,
          body: {},
          cells: {},
          problems: [
            { linea, error: `La fila tiene ${cells.length} columnas y el encabezado ${header.cells.length}.` },
          ],
        };
      return readRow(catalog, positions, linea, cells);
    }),
  };
}

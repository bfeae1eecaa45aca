/**
 * CSV as the shop writes and reads it. Written: UTF-8 with a BOM (Excel then reads accents and ñ), ';' between
 * cells (es-AR spreadsheets use ',' as the decimal mark and ';' as the list separator, so Excel and LibreOffice in
 * es-AR open it in columns), CRLF lines, no `sep=` line (Google Sheets would show it as a row, and some Excel
 * versions ignore the BOM after it). Read: ';', ',' or tab, whichever the header uses, so a file saved again by
 * Google Sheets (',') or any spreadsheet comes back too.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (or one that already carries the quote that stops it). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a quote first (kept as text), and the cell is quoted when needed. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n,\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The text a cell was written from: the quote `csvCell` put before a formula-looking text comes off. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** The whole file: BOM, rows of cells, CRLF after each. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${rows.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

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

/** A record of a file as read: its cells and its row in a spreadsheet (the header is row 1). */
export interface CsvRecord {
  linea: number;
  cells: string[];
}

/** The separator the header line uses most, outside quotes. */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** Reads a CSV file (RFC 4180 quoting, any line end); a BOM and a leading `sep=` line are skipped. Blank rows are left out. */
export function parseCsv(file: string): CsvRecord[] {
  let text = file.startsWith(CSV_BOM) ? file.slice(1) : file;
  let separator = detectSeparator(text);
  const sepLine = /^sep=(.)\r?\n/.exec(text);
  if (sepLine?.[1]) {
    separator = sepLine[1];
    text = text.slice(sepLine[0].length);
  }
  const records: CsvRecord[] = [];
  let row = 0;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    cells.push(cell);
    row += 1;
    if (cells.some((value) => value !== '')) records.push({ linea: row, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

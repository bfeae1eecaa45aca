import { parse } from 'papaparse';
import { CSV_BOM } from './csv-text';

/**
 * The reading side of the shop's CSV (see `csv-text.ts`), kept apart from the writing side: the admin's bundle writes
 * files and never reads one, so it leaves this module and Papa Parse out.
 */

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

/**
 * Reads a CSV file with Papa Parse (RFC 4180 quoting, the file's line end); a BOM and a leading `sep=` line are
 * skipped. Blank rows are left out, and still counted in each record's `linea`.
 */
export function parseCsv(file: string): CsvRecord[] {
  let text = file.startsWith(CSV_BOM) ? file.slice(1) : file;
  let delimiter = detectSeparator(text);
  const sepLine = /^sep=(.)\r?\n/.exec(text);
  if (sepLine?.[1]) {
    delimiter = sepLine[1];
    text = text.slice(sepLine[0].length);
  }
  return parse<string[]>(text, { delimiter })
    .data.map((cells, row) => ({ linea: row + 1, cells }))
    .filter(({ cells }) => cells.some((value) => value !== ''));
}

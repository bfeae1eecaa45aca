import {
  CATALOG_CSV_COLUMNS,
  type CatalogImport,
  catalogCsvCells,
  type CsvImage,
  type CsvItemRow,
  type CsvProblem,
  type ImportChange,
  type ImportReport,
  type ImportRowReport,
  isWrittenColumn,
  readCatalogCsv,
} from '@shop/contract';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest, HttpError } from '../../lib/http-error';
import type { Author, HistoryWrites } from '../history';
import { bodyCheck } from '../../lib/validation';
import { type CatalogInput, catalogColumns } from './catalog-input';
import { type CatalogKind, live, STALE_VERSION } from '../catalog-item';
import { insertCatalogItem, updateCatalogItem } from './catalog-store';

/** A stored item as the export writes it: its columns and its images, in the order its sheet shows them. */
export type ExportedItem = Record<string, unknown> & { id: number; version: number; imagenes: CsvImage[] };

/** The live items among `ids`, with their images, in the order of `ids`. */
export async function exportedItems(db: Queryable, kind: CatalogKind, ids: readonly number[]): Promise<ExportedItem[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf(db, typedSql.selectFrom(kind.table).selectAll().where('id', 'in', ids).where(live));
  const images = await rowsOf(
    db,
    typedSql
      .selectFrom('imagenes')
      .select(['owner_id', 'url', 'alt_text'])
      .where('owner_type', '=', kind.ownerType)
      .where('owner_id', 'in', ids)
      .orderBy('es_principal', 'desc')
      .orderBy('orden')
      .orderBy('id'),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const imagenes = images.filter((image) => image.owner_id === id).map(({ url, alt_text }) => ({ url, alt_text }));
    return [{ ...row, imagenes }];
  });
}

/** A row the import writes: a new item (no id) or the new fields of one. */
interface PlannedWrite {
  linea: number;
  id: number | null;
  body: CatalogInput;
}

interface Review {
  report: ImportReport;
  writes: PlannedWrite[];
}

const IMAGES_BY_FORM = 'Las imágenes y sus textos se cambian desde el formulario del producto, no desde el CSV.';

const checkers = new Map<CatalogKind, ReturnType<typeof bodyCheck>>();

/** The API's own check of a create or update body, compiled once per catalogue. */
function checkBody(kind: CatalogKind, body: unknown) {
  const check = checkers.get(kind) ?? bodyCheck(kind.body);
  checkers.set(kind, check);
  return check(body);
}

/** Cell texts compare as a spreadsheet may save them: any line end, no trailing blanks. */
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();

/** The stored cells a row is compared with (none for a new item), and the problems its ID causes. */
function storedCellsOf(
  row: CsvItemRow,
  stored: ReadonlyMap<number, ExportedItem>,
  seen: Set<number>,
  kind: CatalogKind,
): { item?: ExportedItem; problems: CsvProblem[] } {
  if (row.id === null) return { problems: [] };
  const item = stored.get(row.id);
  const problems: CsvProblem[] = [];
  if (seen.has(row.id))
    problems.push({ linea: row.linea, campo: 'id', error: `El ID ${row.id} se repite en el archivo.` });
  seen.add(row.id);
  if (!item)
    problems.push({ linea: row.linea, campo: 'id', error: `${kind.notFound}: no hay ninguno con el ID ${row.id}.` });
  return { item, problems };
}

/** The row's body as the API would store it, or the refusal the API answers for it. */
function validatedColumns(
  kind: CatalogKind,
  row: CsvItemRow,
): { columns?: Record<string, unknown>; problem?: CsvProblem } {
  const refusal = checkBody(kind, row.body);
  if (refusal) return { problem: { linea: row.linea, campo: refusal.field, error: refusal.message } };
  try {
    const columns = catalogColumns(kind, row.body as CatalogInput);
    const availability: unknown =
      typeof columns.disponibilidad === 'string' ? JSON.parse(columns.disponibilidad) : null;
    return { columns: { ...columns, disponibilidad: availability } };
  } catch (error: unknown) {
    if (!(error instanceof HttpError)) throw error;
    return { problem: { linea: row.linea, campo: error.field, error: error.message } };
  }
}

/** Each written column whose cell the row changes: the stored text before, the stored-to-be text after. */
function changesOf(
  kind: CatalogKind,
  before: Record<string, string>,
  columns: Record<string, unknown>,
): ImportChange[] {
  const after = catalogCsvCells(kind.table, { ...columns, imagenes: [] });
  return CATALOG_CSV_COLUMNS[kind.table].filter(isWrittenColumn).flatMap(({ field, header }) => {
    const antes = before[field] ?? '';
    const despues = after[field] ?? '';
    return antes === despues ? [] : [{ campo: field, columna: header, antes, despues }];
  });
}

function reviewRow(kind: CatalogKind, row: CsvItemRow, stored: ReadonlyMap<number, ExportedItem>, seen: Set<number>) {
  const { item, problems } = storedCellsOf(row, stored, seen, kind);
  const before = item ? catalogCsvCells(kind.table, item) : {};
  const errores = [...row.problems, ...problems];
  for (const field of ['imagenes', 'imagenes_alt'])
    if (row.cells[field] !== undefined && !sameText(row.cells[field], before[field] ?? '')) {
      errores.push({ linea: row.linea, campo: 'imagenes', error: IMAGES_BY_FORM });
      break;
    }
  const { columns, problem } = errores.length ? {} : validatedColumns(kind, row);
  if (problem) errores.push(problem);
  const cambios = columns ? changesOf(kind, before, columns) : [];
  const nombre = typeof row.body.nombre === 'string' ? row.body.nombre : (before.nombre ?? '');
  const accion: ImportRowReport['accion'] = row.id === null ? 'crear' : cambios.length ? 'cambiar' : 'sin_cambios';
  const report: ImportRowReport = {
    linea: row.linea,
    id: row.id,
    nombre,
    accion,
    version: item ? item.version : null,
    cambios,
    errores,
  };
  const write =
    errores.length === 0 && accion !== 'sin_cambios'
      ? { linea: row.linea, id: row.id, body: row.body as CatalogInput }
      : undefined;
  return { report, write };
}

/** What importing `csv` would change, row by row, and every error with its row and field. Writes nothing. */
export async function reviewImport(db: Queryable, kind: CatalogKind, csv: string): Promise<Review> {
  const reading = readCatalogCsv(kind.table, csv);
  const ids = [...new Set(reading.rows.flatMap((row) => (row.id === null ? [] : [row.id])))];
  const stored = new Map((await exportedItems(db, kind, ids)).map((item) => [item.id, item]));
  const seen = new Set<number>();
  const reviewed = reading.rows.map((row) => reviewRow(kind, row, stored, seen));
  const count = (accion: ImportRowReport['accion']) =>
    reviewed.filter(({ report }) => report.accion === accion && report.errores.length === 0).length;
  return {
    report: {
      aplicado: false,
      errores: reading.problems,
      filas: reviewed.map(({ report }) => report).filter((row) => row.accion !== 'sin_cambios' || row.errores.length),
      resumen: {
        crear: count('crear'),
        cambiar: count('cambiar'),
        sin_cambios: count('sin_cambios'),
        con_errores: reviewed.filter(({ report }) => report.errores.length).length,
      },
    },
    writes: reviewed.flatMap(({ write }) => (write ? [write] : [])),
  };
}

function firstProblem(report: ImportReport): CsvProblem | undefined {
  return report.errores[0] ?? report.filas.find((row) => row.errores.length)?.errores[0];
}

/**
 * Applies an import in one transaction, all or nothing: refused if the file has any error, or if an item it changes
 * is not at the version its review read (changed since, in another tab or by someone else).
 */
export async function applyImport(
  history: HistoryWrites,
  author: Author | null,
  kind: CatalogKind,
  { csv, versiones = [] }: CatalogImport,
) {
  return history.transaction(
    author,
    async (tx) => {
      const { report, writes } = await reviewImport(tx, kind, csv);
      const problem = firstProblem(report);
      if (problem)
        throw badRequest(`Línea ${problem.linea}: ${problem.error} No se aplicó ningún cambio.`, problem.campo);
      const ids = writes.flatMap((write) => (write.id === null ? [] : [write.id]));
      const locked = ids.length
        ? await rowsOf(
            tx,
            typedSql.selectFrom(kind.table).select(['id', 'version']).where('id', 'in', ids).where(live).forUpdate(),
          )
        : [];
      const reviewed = new Map(versiones.map(({ id, version }) => [id, version]));
      const stale = writes.filter(
        (write) => write.id !== null && locked.find((row) => row.id === write.id)?.version !== reviewed.get(write.id),
      );
      if (stale.length)
        throw new HttpError(
          412,
          `${STALE_VERSION} Cambió desde la revisión: ${stale.map((write) => `línea ${write.linea} (ID ${write.id})`).join(', ')}. No se aplicó ningún cambio: revisá el archivo de nuevo.`,
        );
      for (const write of writes) {
        if (write.id === null) await insertCatalogItem(tx, kind, write.body);
        else await updateCatalogItem(tx, kind, write.id, write.body);
      }
      return { ...report, aplicado: true };
    },
    'importacion',
  );
}

import { CATALOG_CSV_COLUMNS, type CsvProblem, type ImportReport } from '@shop/contract';
import type { CatalogTable } from '../admin-api/catalog-types';
import styles from './catalog-list.module.css';

/** The column a field is written in ('disponibilidad.0.talle' is the Disponibilidad column). */
function columnOf(table: CatalogTable, campo: string | undefined): string {
  if (!campo) return '—';
  const field = campo.split('.')[0];
  return CATALOG_CSV_COLUMNS[table].find((column) => column.field === field)?.header ?? campo;
}

function summaryText({ crear, cambiar, sin_cambios, con_errores }: ImportReport['resumen']): string {
  return `${crear} nuevos, ${cambiar} con cambios, ${sin_cambios} sin cambios, ${con_errores} con errores.`;
}

function ProblemsTable({ table, problems }: { table: CatalogTable; problems: CsvProblem[] }) {
  return (
    <table className={styles.reportTable}>
      <caption>Errores (no se aplica nada hasta corregirlos)</caption>
      <thead>
        <tr>
          <th scope="col">Línea</th>
          <th scope="col">Columna</th>
          <th scope="col">Error</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={`${problem.linea}-${index}`}>
            <td>{problem.linea}</td>
            <td>{columnOf(table, problem.campo)}</td>
            <td>{problem.error}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChangesTable({ report }: { report: ImportReport }) {
  const changes = report.filas.flatMap((row) =>
    row.cambios.map((change) => ({ row, change, key: `${row.linea}-${change.campo}` })),
  );
  if (changes.length === 0) return null;
  return (
    <table className={styles.reportTable}>
      <caption>Cambios</caption>
      <thead>
        <tr>
          <th scope="col">Línea</th>
          <th scope="col">Producto</th>
          <th scope="col">Columna</th>
          <th scope="col">Antes</th>
          <th scope="col">Después</th>
        </tr>
      </thead>
      <tbody>
        {changes.map(({ row, change, key }) => (
          <tr key={key}>
            <td>{row.linea}</td>
            <td>{row.id === null ? `${row.nombre} (nuevo)` : `${row.nombre} (ID ${row.id})`}</td>
            <td>{change.columna}</td>
            <td>{change.antes || '(vacío)'}</td>
            <td>{change.despues || '(vacío)'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A review of an import: the counts, every error with its line and column, and every change (before → after). */
export function ImportReportView({ table, report }: { table: CatalogTable; report: ImportReport }) {
  const problems = [...report.errores, ...report.filas.flatMap((row) => row.errores)];
  return (
    <div className={styles.report}>
      <p role="status">{summaryText(report.resumen)}</p>
      {problems.length > 0 && <ProblemsTable table={table} problems={problems} />}
      <ChangesTable report={report} />
    </div>
  );
}

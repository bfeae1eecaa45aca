import { useState } from 'react';
import type { ImportReport } from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { useAdminCatalogImportMutation, useAdminCatalogImportReviewMutation } from '../admin-api/admin-catalog-api';
import type { CatalogTable } from '../admin-api/catalog-types';

/** A file chosen for import, and its review once the API answered it. */
interface ChosenFile {
  name: string;
  csv: string;
  report: ImportReport | null;
}

/** The versions the review read of each item it changes: the apply sends them back (If-Match style). */
function reviewedVersions(report: ImportReport) {
  return report.filas.flatMap(({ id, version }) => (id !== null && version !== null ? [{ id, version }] : []));
}

/**
 * A chosen file's text: UTF-8 (as exported, or 'CSV UTF-8' from Excel), else Windows-1252, what Excel's plain
 * 'CSV' saves in es-AR, so that accents and ñ survive either way.
 */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0);
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        resolve(new TextDecoder('windows-1252').decode(bytes));
      }
    };
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Whether a review may be applied: no error anywhere and something to write. */
export function canApply(report: ImportReport): boolean {
  const { resumen, errores } = report;
  return errores.length === 0 && resumen.con_errores === 0 && resumen.crear + resumen.cambiar > 0;
}

/** Reviews a chosen CSV file with the API (a dry run), then applies it all or nothing. */
export function useCsvImport(table: CatalogTable, onApplied: (report: ImportReport) => void) {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [review, reviewState] = useAdminCatalogImportReviewMutation();
  const [apply, applyState] = useAdminCatalogImportMutation();

  async function choose(file: File) {
    applyState.reset();
    const csv = await readText(file);
    setChosen({ name: file.name, csv, report: null });
    const { data } = await review({ table, csv });
    if (data) setChosen({ name: file.name, csv, report: data });
  }

  async function applyReviewed() {
    if (!chosen?.report) return;
    const { data } = await apply({ table, csv: chosen.csv, versiones: reviewedVersions(chosen.report) });
    if (data) onApplied(data);
  }

  const failure = reviewState.error ?? applyState.error;
  return {
    fileName: chosen?.name ?? null,
    report: chosen?.report ?? null,
    reviewing: reviewState.isLoading,
    applying: applyState.isLoading,
    error: failure ? errorMessage(failure, 'Error') : null,
    choose,
    applyReviewed,
  };
}

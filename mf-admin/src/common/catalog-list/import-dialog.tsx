import type { ImportReport } from '@shop/contract';
import { Dialog } from '@shop/shared/ui/dialog';
import type { CatalogTable } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import { FilePickButton } from '../ui/file-pick-button';
import { ImportReportView } from './import-report';
import { canApply, useCsvImport } from './use-csv-import';
import styles from './catalog-list.module.css';

interface ImportDialogProps {
  table: CatalogTable;
  onApplied: (report: ImportReport) => void;
  onClose: () => void;
}

/** 'Importar CSV': choose the exported file, read what it would change, then 'Aplicar cambios' (all or nothing). */
export function ImportDialog({ table, onApplied, onClose }: ImportDialogProps) {
  const csvImport = useCsvImport(table, onApplied);
  const { report, error } = csvImport;
  const busy = csvImport.reviewing || csvImport.applying;

  return (
    <Dialog title="Importar CSV" onClose={onClose} locked={busy} className={styles.importDialog}>
      <p>
        Elegí el archivo que exportaste (podés editarlo en una planilla). Las filas con ID cambian ese producto; las
        filas sin ID son productos nuevos. Primero vas a ver qué cambia.
      </p>
      <FilePickButton
        label={csvImport.fileName ? 'Elegir otro archivo' : 'Elegir archivo CSV'}
        accept=".csv,text/csv"
        onFiles={([file]) => file && void csvImport.choose(file)}
      />
      {csvImport.fileName && <p>Archivo: {csvImport.fileName}</p>}
      {csvImport.reviewing && <p role="status">Revisando el archivo…</p>}
      {error && (
        <p className={styles.dialogError} role="alert">
          {error}
        </p>
      )}
      {report && <ImportReportView table={table} report={report} />}
      <div className={styles.dialogActions}>
        <button className={buttons.secondary} type="button" onClick={onClose} disabled={busy}>
          Cancelar
        </button>
        <button
          className={buttons.primary}
          type="button"
          disabled={busy || !report || !canApply(report)}
          onClick={() => void csvImport.applyReviewed()}
        >
          {csvImport.applying ? 'Aplicando…' : 'Aplicar cambios'}
        </button>
      </div>
    </Dialog>
  );
}

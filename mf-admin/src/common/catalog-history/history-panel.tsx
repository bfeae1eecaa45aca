import { useState } from 'react';
import type { HistoryEntry } from '@shop/contract';
import { errorMessage, isApiError } from '@shop/shared/api';
import type { CatalogTable } from '../admin-api/catalog-types';
import { useToast } from '../toast/toast-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/date-time';
import { ErrorBanner } from '../ui/status-banner';
import { useAdminCatalogHistoryQuery, useAdminCatalogRestoreVersionMutation } from './history-api';
import { HistoryEntryItem } from './history-entry';
import styles from './history.module.css';

interface HistoryPanelProps {
  table: CatalogTable;
  id: number;
  /** The version the form holds: a restore is refused (412) when the item changed since. */
  etag: string | null;
  /** Unsaved edits would be lost by a restore: it waits until they are saved or discarded. */
  dirty: boolean;
  onRestored: () => void;
  onConflict: () => void;
}

/**
 * The 'Historial' tab: the item's changes, newest first, each restorable as a new change. A restore is asked
 * first and told after (in the form's toast, which outlives the form's reload).
 */
export function HistoryPanel({ table, id, etag, dirty, onRestored, onConflict }: HistoryPanelProps) {
  const history = useAdminCatalogHistoryQuery({ table, id }, { refetchOnMountOrArgChange: true });
  const [restore, restoring] = useAdminCatalogRestoreVersionMutation();
  const [asking, setAsking] = useState<HistoryEntry | null>(null);
  const toast = useToast();

  async function restoreEntry(entry: HistoryEntry) {
    const result = await restore({ table, id, entryId: entry.id, etag });
    setAsking(null);
    if (!('error' in result)) {
      toast.show({ tone: 'success', title: `Versión del ${formatDateTime(entry.fecha)} restaurada.` });
      onRestored();
    } else if (isApiError(result.error) && result.error.status === 412) onConflict();
  }

  if (history.isError)
    return <ErrorBanner>No se pudo cargar el historial: {errorMessage(history.error, 'Error al cargar')}</ErrorBanner>;
  if (!history.data) return <p role="status">Cargando historial…</p>;
  if (history.data.length === 0) return <p>Todavía no hay cambios registrados.</p>;
  return (
    <>
      {dirty && <p role="note">Guardá o descartá tus cambios antes de restaurar una versión.</p>}
      {restoring.isError && !(isApiError(restoring.error) && restoring.error.status === 412) && (
        <ErrorBanner>No se pudo restaurar: {errorMessage(restoring.error, 'Error al guardar')}</ErrorBanner>
      )}
      <ol className={styles.list} aria-label="Cambios, el más reciente primero">
        {history.data.map((entry, index) => (
          <HistoryEntryItem
            key={entry.id}
            entry={entry}
            onRestore={index === 0 ? null : () => setAsking(entry)}
            restoreDisabled={dirty || restoring.isLoading}
          />
        ))}
      </ol>
      {asking && (
        <ConfirmDialog
          title="¿Restaurar esta versión?"
          confirmLabel="Restaurar"
          busy={restoring.isLoading}
          busyLabel="Restaurando…"
          onConfirm={() => void restoreEntry(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            Los datos vuelven a como quedaron el {formatDateTime(asking.fecha)}. La restauración queda en el historial
            como un cambio más.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

import { useState } from 'react';
import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import { useAdminCatalogRestoreMutation } from '../admin-api/admin-catalog-api';
import type { CatalogListItem } from '../admin-api/catalog-types';
import { ToastProvider, useToast } from '../toast/toast-context';
import buttons from '../ui/buttons.module.css';
import { BulkBar } from './bulk-bar';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { CatalogListFilters } from './catalog-list-filters';
import { CatalogListResults } from './catalog-list-results';
import type { CatalogListConfig } from './catalog-list-config';
import { DeleteDialog } from './delete-dialog';
import { ImportDialog } from './import-dialog';
import { PriceChangeDialog } from './price-change-dialog';
import { useBulkPriceUndo } from './use-bulk-price';
import { useBulkAction } from './use-bulk-action';
import { useCsvExport } from './use-csv-export';
import { useListView } from './use-list-view';
import { useSelection } from './use-selection';
import { useUndoableDelete } from './use-undoable-delete';
import styles from './catalog-list.module.css';

/** Manage a catalogue: filters, search and order in the address, compact rows, bulk actions, CSV export and import. */
export function CatalogListPage({ config }: { config: CatalogListConfig }) {
  return (
    <ToastProvider>
      <CatalogList config={config} />
    </ToastProvider>
  );
}

function CatalogList({ config }: { config: CatalogListConfig }) {
  const view = useListView(config.table);
  const selection = useSelection();
  const { hiddenIds, offerUndo } = useUndoableDelete();
  const bulk = useBulkAction({
    table: config.table,
    selected: selection.selected,
    onApplied: selection.clear,
    offerUndo,
  });
  const { exportCsv, exporting } = useCsvExport(view.args);
  const [restore] = useAdminCatalogRestoreMutation();
  const [deleting, setDeleting] = useState<CatalogListItem | null>(null);
  const [dialog, setDialog] = useState<'precios' | 'eliminar' | 'importar' | null>(null);
  const offerPriceUndo = useBulkPriceUndo(config.table);
  const toast = useToast();

  return (
    <div className={styles.page}>
      <PageMeta title={config.title} noindex />
      <header className={styles.header}>
        <h1 className={styles.title}>{config.title}</h1>
        <div className={styles.headerActions}>
          <Link className={buttons.primary} to={config.addPath}>
            {config.addLabel}
          </Link>
          <button className={buttons.secondary} type="button" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? 'Exportando…' : 'Exportar CSV'}
          </button>
          <button className={buttons.secondary} type="button" onClick={() => setDialog('importar')}>
            Importar CSV
          </button>
          <Link className={buttons.secondary} to="/admin">
            Volver al panel
          </Link>
        </div>
      </header>
      <CatalogListFilters config={config} view={view} />
      <CatalogListResults
        config={config}
        args={view.args}
        page={view.page}
        onPage={view.setPage}
        hiddenIds={hiddenIds}
        selected={selection.selected}
        onSelect={selection.select}
        onDelete={setDeleting}
        onSort={(orden) => view.set('orden', orden)}
      />
      {selection.selected.size > 0 && (
        <BulkBar
          count={selection.selected.size}
          busy={bulk.busy}
          onRun={(accion, done) => void bulk.run(accion, done)}
          onChangePrices={() => setDialog('precios')}
          onDelete={() => setDialog('eliminar')}
          onClear={selection.clear}
        />
      )}
      {dialog === 'precios' && (
        <PriceChangeDialog
          table={config.table}
          items={selection.items}
          onApplied={(answer) => {
            setDialog(null);
            selection.clear();
            offerPriceUndo(answer);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'eliminar' && (
        <BulkDeleteDialog
          count={selection.selected.size}
          onConfirm={() => {
            setDialog(null);
            void bulk.run('eliminar', 'Eliminados');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'importar' && (
        <ImportDialog
          table={config.table}
          onApplied={({ resumen }) => {
            setDialog(null);
            toast.show({
              tone: 'success',
              title: `Importación aplicada: ${resumen.crear} nuevos, ${resumen.cambiar} con cambios.`,
            });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          table={config.table}
          item={deleting}
          failedText={config.deleteFailed}
          onDeleted={(id) => {
            setDeleting(null);
            selection.select([deleting], false);
            offerUndo([id], () => restore({ table: config.table, id }));
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

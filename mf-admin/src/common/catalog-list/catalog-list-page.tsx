import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import { SelectField, TextField } from '@shop/shared/ui/form-field';
import {
  useAdminCatalogBulkMutation,
  useAdminCatalogRestoreMutation,
  useLazyAdminCatalogExportQuery,
} from '../admin-api/admin-catalog-api';
import type { BulkAction, CatalogListItem } from '../admin-api/catalog-types';
import { ToastProvider, useToast } from '../toast/toast-context';
import buttons from '../ui/buttons.module.css';
import { catalogCsv, downloadFile } from './catalog-csv';
import { CatalogListResults } from './catalog-list-results';
import type { CatalogListConfig } from './catalog-list-config';
import { DeleteDialog } from './delete-dialog';
import { SORT_OPTIONS, STATUS_OPTIONS, useListView } from './use-list-view';
import styles from './catalog-list.module.css';

/** How long 'Eliminado · Deshacer' stays on screen. */
export const UNDO_MS = 10_000;

/** What the bulk bar offers, besides Eliminar. */
const BULK_CHANGES: readonly { accion: BulkAction; label: string; done: string }[] = [
  { accion: 'mostrar', label: 'Mostrar', done: 'Ahora se muestran' },
  { accion: 'ocultar', label: 'Ocultar', done: 'Ahora están ocultos' },
  { accion: 'destacar', label: 'Destacar', done: 'Ahora están destacados' },
  { accion: 'quitar_destacado', label: 'Quitar destacado', done: 'Ya no están destacados' },
];

type RestoreResult = { error: unknown } | { data: unknown };

/** Manage a catalogue: filters, search and order in the address, compact rows, bulk actions, CSV export. */
export function CatalogListPage({ config }: { config: CatalogListConfig }) {
  return (
    <ToastProvider>
      <CatalogList config={config} />
    </ToastProvider>
  );
}

function CatalogList({ config }: { config: CatalogListConfig }) {
  const toast = useToast();
  const view = useListView(config.table);
  const [restore] = useAdminCatalogRestoreMutation();
  const [bulk, { isLoading: bulkBusy }] = useAdminCatalogBulkMutation();
  const [exportList, { isFetching: exporting }] = useLazyAdminCatalogExportQuery();
  const [deleting, setDeleting] = useState<CatalogListItem | null>(null);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  function select(ids: readonly number[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  /** 'Eliminado · Deshacer' for 10 s; Deshacer brings the items back. */
  function offerUndo(ids: readonly number[], undo: () => Promise<RestoreResult>) {
    setHiddenIds((current) => new Set([...current, ...ids]));
    toast.show({
      tone: 'success',
      title: ids.length === 1 ? 'Eliminado' : `Eliminados: ${ids.length}`,
      durationMs: UNDO_MS,
      action: {
        label: 'Deshacer',
        onAction: () => {
          toast.dismiss();
          void undo().then((result) => {
            if ('error' in result) {
              toast.show({ tone: 'error', title: `No se pudo deshacer: ${errorMessage(result.error, 'Error')}` });
              return;
            }
            setHiddenIds((current) => new Set([...current].filter((hidden) => !ids.includes(hidden))));
            toast.show({ tone: 'success', title: 'Restaurado', durationMs: UNDO_MS });
          });
        },
      },
    });
  }

  async function runBulk(accion: BulkAction, done: string) {
    const ids = [...selected];
    const result = await bulk({ table: config.table, ids, accion });
    if ('error' in result) {
      toast.show({ tone: 'error', title: `No se pudo aplicar a la selección: ${errorMessage(result.error, 'Error')}` });
      return;
    }
    setSelected(new Set());
    if (accion === 'eliminar') offerUndo(ids, () => bulk({ table: config.table, ids, accion: 'restaurar' }));
    else toast.show({ tone: 'success', title: `${done}: ${ids.length}` });
  }

  async function exportCsv() {
    const result = await exportList(view.args);
    if (result.error || !result.data) {
      toast.show({ tone: 'error', title: `No se pudo exportar: ${errorMessage(result.error, 'Error')}` });
      return;
    }
    downloadFile(`${config.table}.csv`, catalogCsv(result.data));
  }

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
          <Link className={buttons.secondary} to="/admin">
            Volver al panel
          </Link>
        </div>
      </header>
      <div className={styles.filters} role="search">
        <SelectField
          label="Categoría"
          value={view.args.categoria}
          onChange={(event) => view.set('categoria', event.target.value)}
        >
          <option value="">{config.allLabel}</option>
          {config.categories.map((category) => (
            <option key={category} value={category.toLowerCase()}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Buscar"
          type="search"
          hint="Por nombre, marca, modelo o detalle."
          value={view.search}
          onChange={(event) => view.setSearch(event.target.value)}
        />
        <SelectField
          label="Estado"
          value={view.args.estado}
          onChange={(event) => view.set('estado', event.target.value)}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Ordenar por"
          value={view.args.orden}
          onChange={(event) => view.set('orden', event.target.value)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <CatalogListResults
        config={config}
        args={view.args}
        page={view.page}
        onPage={view.setPage}
        hiddenIds={hiddenIds}
        selected={selected}
        onSelect={select}
        onDelete={setDeleting}
      />
      {selected.size > 0 && (
        <div className={styles.bulk} role="region" aria-label="Acciones con la selección">
          <p className={styles.count}>{selected.size === 1 ? '1 seleccionado' : `${selected.size} seleccionados`}</p>
          {BULK_CHANGES.map(({ accion, label, done }) => (
            <button
              key={accion}
              className={buttons.secondary}
              type="button"
              disabled={bulkBusy}
              onClick={() => void runBulk(accion, done)}
            >
              {label}
            </button>
          ))}
          <button
            className={buttons.danger}
            type="button"
            disabled={bulkBusy}
            onClick={() => void runBulk('eliminar', 'Eliminados')}
          >
            Eliminar
          </button>
          <button className={buttons.quiet} type="button" onClick={() => setSelected(new Set())}>
            Quitar selección
          </button>
        </div>
      )}
      {deleting && (
        <DeleteDialog
          table={config.table}
          item={deleting}
          failedText={config.deleteFailed}
          onDeleted={(id) => {
            setDeleting(null);
            select([id], false);
            offerUndo([id], () => restore({ table: config.table, id }));
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

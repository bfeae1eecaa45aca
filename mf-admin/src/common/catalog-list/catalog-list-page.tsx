import { useState } from 'react';
import { useAdminCatalogRestoreMutation } from '../admin-api/admin-catalog-api';
import { ToastProvider, useToast } from '../toast/toast-context';
import { Link } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { PageMeta } from '@shop/shared/ui';
import type { CatalogListItem } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import { SelectField, TextField } from '../ui/fields';
import { CatalogListResults } from './catalog-list-results';
import type { CatalogListConfig } from './catalog-list-config';
import { DeleteDialog } from './delete-dialog';
import { useDebouncedValue } from './use-debounced-value';
import styles from './catalog-list.module.css';

/** Search waits for a pause in typing, then asks the server (decision 4). */
const SEARCH_DELAY_MS = 400;

/** How long 'Eliminado · Deshacer' stays on screen. */
export const UNDO_MS = 10_000;

/** Pick an item to edit or delete: category filter, server search, cards and 'Cargar más'. */
export function CatalogListPage({ config }: { config: CatalogListConfig }) {
  return (
    <ToastProvider>
      <CatalogList config={config} />
    </ToastProvider>
  );
}

function CatalogList({ config }: { config: CatalogListConfig }) {
  const toast = useToast();
  const [restore] = useAdminCatalogRestoreMutation();
  const [categoria, setCategoria] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [deleting, setDeleting] = useState<CatalogListItem | null>(null);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());

  return (
    <div className={styles.page}>
      <PageMeta title={config.title} noindex />
      <header className={styles.header}>
        <h1 className={styles.title}>{config.title}</h1>
        <div className={styles.headerActions}>
          <Link className={buttons.primary} to={config.addPath}>
            {config.addLabel}
          </Link>
          <Link className={buttons.secondary} to="/admin">
            Volver al panel
          </Link>
        </div>
      </header>
      <div className={styles.filters} role="search">
        <SelectField label="Categoría" value={categoria} onChange={(event) => setCategoria(event.target.value)}>
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
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <CatalogListResults
        config={config}
        args={{ table: config.table, categoria, q }}
        hiddenIds={hiddenIds}
        onDelete={setDeleting}
      />
      {deleting && (
        <DeleteDialog
          table={config.table}
          item={deleting}
          failedText={config.deleteFailed}
          onDeleted={(id) => {
            setHiddenIds((current) => new Set(current).add(id));
            setDeleting(null);
            toast.show({
              tone: 'success',
              title: 'Eliminado',
              durationMs: UNDO_MS,
              children: (
                <button
                  className={buttons.secondary}
                  type="button"
                  onClick={() => {
                    toast.dismiss();
                    void restore({ table: config.table, id }).then((result) => {
                      if ('error' in result) {
                        toast.show({
                          tone: 'error',
                          title: `No se pudo deshacer: ${errorMessage(result.error, 'Error')}`,
                        });
                        return;
                      }
                      setHiddenIds((current) => new Set([...current].filter((hidden) => hidden !== id)));
                      toast.show({ tone: 'success', title: 'Restaurado', durationMs: UNDO_MS });
                    });
                  }}
                >
                  Deshacer
                </button>
              ),
            });
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

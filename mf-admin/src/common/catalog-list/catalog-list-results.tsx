import { errorMessage } from '@shop/shared/api';
import { useAdminCatalogListInfiniteQuery } from '../admin-api/admin-catalog-api';
import type { CatalogListArgs, CatalogListItem } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import { ErrorBanner } from '../ui/status-banner';
import { CatalogCard } from './catalog-card';
import type { CatalogListConfig } from './catalog-list-config';
import styles from './catalog-list.module.css';

interface CatalogListResultsProps {
  config: CatalogListConfig;
  args: CatalogListArgs;
  /** Deleted here: hidden at once, before the list is fetched again. */
  hiddenIds: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onDelete: (item: CatalogListItem) => void;
}

/** The rows, 20 per page, in the view's order; 'Cargar más' appends the next page. */
export function CatalogListResults({ config, args, hiddenIds, selected, onSelect, onDelete }: CatalogListResultsProps) {
  const list = useAdminCatalogListInfiniteQuery(args, { refetchOnMountOrArgChange: true });
  const items = (list.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !hiddenIds.has(item.id));
  const total = list.data?.pages[0]?.total ?? 0;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  if (list.isError && !list.data)
    return <ErrorBanner>No se pudo cargar el catálogo: {errorMessage(list.error, 'Error al cargar')}</ErrorBanner>;
  if (list.isLoading || (list.isFetching && !list.isFetchingNextPage && !list.data))
    return <p role="status">Cargando…</p>;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{total === 1 ? '1 producto' : `${total} productos`}</p>
        {items.length > 0 && (
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) =>
                onSelect(
                  items.map((item) => item.id),
                  event.target.checked,
                )
              }
            />
            Seleccionar los que se ven
          </label>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>No hay resultados.</p>
      ) : (
        <ul className={styles.grid} aria-label="Resultados">
          {items.map((item) => (
            <CatalogCard
              key={item.id}
              item={item}
              config={config}
              selected={selected.has(item.id)}
              onSelect={(id, checked) => onSelect([id], checked)}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {list.isError && (
        <ErrorBanner>No se pudo cargar el catálogo: {errorMessage(list.error, 'Error al cargar')}</ErrorBanner>
      )}
      <button
        className={`${buttons.secondary} ${styles.more}`}
        type="button"
        disabled={!list.hasNextPage || list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? 'Cargando…' : list.hasNextPage ? 'Cargar más' : 'No hay más'}
      </button>
    </>
  );
}

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
  onDelete: (item: CatalogListItem) => void;
}

/** The cards, 20 per page, most recent first; 'Cargar más' appends the next page. */
export function CatalogListResults({ config, args, hiddenIds, onDelete }: CatalogListResultsProps) {
  const list = useAdminCatalogListInfiniteQuery(args, { refetchOnMountOrArgChange: true });
  const items = (list.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !hiddenIds.has(item.id));

  if (list.isError && !list.data)
    return <ErrorBanner>No se pudo cargar el catálogo: {errorMessage(list.error, 'Error al cargar')}</ErrorBanner>;
  if (list.isLoading || (list.isFetching && !list.isFetchingNextPage && !list.data))
    return <p role="status">Cargando…</p>;

  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>No hay resultados.</p>
      ) : (
        <ul className={styles.grid} aria-label="Resultados">
          {items.map((item) => (
            <CatalogCard key={item.id} item={item} config={config} onDelete={onDelete} />
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

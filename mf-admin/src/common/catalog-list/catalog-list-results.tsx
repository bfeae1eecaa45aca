import { SORT_BY } from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { ADMIN_PAGE_SIZE, useAdminCatalogListQuery } from '../admin-api/admin-catalog-api';
import type { CatalogListArgs, CatalogListItem, ListSort } from '../admin-api/catalog-types';
import { ErrorBanner } from '../ui/status-banner';
import type { CatalogListConfig } from './catalog-list-config';
import { CatalogPages } from './catalog-pages';
import { CatalogRow } from './catalog-row';
import styles from './catalog-list.module.css';

interface CatalogListResultsProps {
  config: CatalogListConfig;
  args: CatalogListArgs;
  page: number;
  onPage: (page: number) => void;
  /** Deleted here: hidden at once, before the list is fetched again. */
  hiddenIds: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onSelect: (items: readonly CatalogListItem[], selected: boolean) => void;
  onDelete: (item: CatalogListItem) => void;
  /** Orders the list by a column's counts ('' back to the most recent). */
  onSort: (orden: ListSort) => void;
}

/** A column's title, and the order its header button sorts by, for the counts sorted on the server. */
type Column = string | { title: string; sort: ListSort };

const COLUMNS: readonly Column[] = [
  'Foto',
  'Nombre',
  'Categoría',
  'Precio',
  'Estado',
  'Destacado',
  { title: 'Consultas 30 d', sort: SORT_BY.consultas_30d_desc },
  { title: 'Vistas 30 d', sort: SORT_BY.vistas_30d_desc },
  'Editado',
  'Acciones',
];

/** A column header; the counts' headers are buttons that sort by them (most first), and again back to recent. */
function ColumnHeader({
  column,
  orden,
  onSort,
}: {
  column: Column;
  orden: ListSort;
  onSort: (orden: ListSort) => void;
}) {
  if (typeof column === 'string') return <th scope="col">{column}</th>;
  const active = orden === column.sort;
  return (
    <th scope="col" aria-sort={active ? 'descending' : 'none'}>
      <button className={styles.sortButton} type="button" onClick={() => onSort(active ? '' : column.sort)}>
        {column.title}
      </button>
    </th>
  );
}

/** One page of 20 rows in the view's order: a table on wide screens, compact cards on phones. */
export function CatalogListResults(props: CatalogListResultsProps) {
  const { config, args, page, onPage, hiddenIds, selected, onSelect, onDelete, onSort } = props;
  const list = useAdminCatalogListQuery({ ...args, page }, { refetchOnMountOrArgChange: true });
  // The current view's rows only: while another page or filter loads, the old rows are not shown as its.
  const items = (list.currentData?.items ?? []).filter((item) => !hiddenIds.has(item.id));
  const total = list.currentData?.total ?? 0;
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  if (list.isError)
    return <ErrorBanner>No se pudo cargar el catálogo: {errorMessage(list.error, 'Error al cargar')}</ErrorBanner>;
  if (!list.currentData) return <p role="status">Cargando…</p>;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{total === 1 ? '1 producto' : `${total} productos`}</p>
        {items.length > 0 && (
          <label className={styles.selectAll}>
            <input type="checkbox" checked={allSelected} onChange={(event) => onSelect(items, event.target.checked)} />
            Seleccionar los que se ven
          </label>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>No hay resultados.</p>
      ) : (
        <table className={styles.table} aria-label="Resultados">
          <thead className={styles.head}>
            <tr>
              <td />
              {COLUMNS.map((column) => (
                <ColumnHeader
                  key={typeof column === 'string' ? column : column.title}
                  column={column}
                  orden={args.orden}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <CatalogRow
                key={item.id}
                item={item}
                config={config}
                selected={selected.has(item.id)}
                onSelect={(checked) => onSelect([item], checked)}
                onDelete={onDelete}
              />
            ))}
          </tbody>
        </table>
      )}
      <CatalogPages page={page} pages={pages} onPage={onPage} />
    </>
  );
}

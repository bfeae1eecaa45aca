import { Link } from '@shop/shared/router';
import { useAdminCatalogSummaryQuery } from '../../common/admin-api/admin-catalog-api';
import type { CatalogSummary, CatalogTable } from '../../common/admin-api/catalog-types';
import styles from './catalogue-numbers.module.css';

interface CatalogueNumbersProps {
  table: CatalogTable;
  title: string;
  listPath: string;
}

/** The counts worth a look, in the order an owner checks them; 'Sin precio' only where there are prices. */
function rows(summary: CatalogSummary): [label: string, count: number][] {
  return [
    ['Visibles', summary.visibles],
    ['Ocultos', summary.ocultos],
    ['Destacados', summary.destacados],
    ['Sin imagen', summary.sin_imagen],
    ...(summary.sin_precio === null ? [] : [['Sin precio', summary.sin_precio] as [string, number]]),
  ];
}

/** One catalogue's numbers on the panel: what shows, what is hidden or featured, what lacks a photo or a price. */
function CatalogueNumbers({ table, title, listPath }: CatalogueNumbersProps) {
  const { data: summary, isError, isLoading } = useAdminCatalogSummaryQuery(table);
  const titleId = `numeros-${table}`;

  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={isLoading}>
      <h3 id={titleId} className={styles.title}>
        {title}
        {summary && <span className={styles.total}>{summary.total} en total</span>}
      </h3>
      {isLoading && <p className={styles.note}>Cargando…</p>}
      {isError && <p className={styles.note}>No se pudieron cargar los números.</p>}
      {summary && (
        <dl className={styles.counts}>
          {rows(summary).map(([label, count]) => (
            <div key={label} className={styles.count}>
              <dt>{label}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link className={styles.link} to={listPath}>
        Ver la lista
      </Link>
    </article>
  );
}

/** The panel's numbers for both catalogues. */
export function PanelNumbers() {
  return (
    <section className={styles.numbers} aria-labelledby="panel-numeros">
      <h2 id="panel-numeros" className={styles.numbersTitle}>
        Tu catálogo
      </h2>
      <div className={styles.numbersGrid}>
        <CatalogueNumbers table="bicicletas" title="Bicicletas" listPath="/admin/bicicletas/editar" />
        <CatalogueNumbers table="accesorios" title="Accesorios" listPath="/admin/accesorios/editar" />
      </div>
    </section>
  );
}

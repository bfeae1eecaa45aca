import type { CatalogTable } from '../admin-api/catalog-types';
import { EventsSparkline } from './events-sparkline';
import { useAdminInsightsDailyQuery } from './insights-api';
import styles from './events-sparkline.module.css';

/** An item's views and chat clicks of the last 30 days, on its edit page. */
export function ProductEvents({ table, id }: { table: CatalogTable; id: number }) {
  const daily = useAdminInsightsDailyQuery({ table, id, dias: 30 }, { refetchOnMountOrArgChange: true });
  return (
    <section className={styles.section} aria-labelledby="consultas-30-dias">
      <h2 id="consultas-30-dias" className={styles.heading}>
        Vistas y consultas
      </h2>
      {daily.isError ? (
        <p>No se pudieron cargar las vistas y consultas.</p>
      ) : daily.data ? (
        <EventsSparkline days={daily.data.dias} />
      ) : (
        <p role="status">Cargando…</p>
      )}
    </section>
  );
}

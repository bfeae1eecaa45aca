import { useCatalogParams } from '@shop/shared/catalog';
import { PageMeta } from '@shop/shared/ui';
import { BIKE_FILTERS, SORTS } from './bike-catalogue-options';
import { BikeFilterChips } from './bike-filter-chips';
import { BikeFilters } from './bike-filters';
import { BikeResults } from './bike-results';
import styles from './bikes-catalogue-page.module.css';

export function BikesCataloguePage() {
  const params = useCatalogParams({ filters: BIKE_FILTERS, sorts: SORTS });
  return (
    <div className={styles.page}>
      <PageMeta
        title="Catálogo de bicicletas"
        description="Todas nuestras bicicletas: buscá por nombre, categoría o color y encontrá la tuya."
        canonicalPath="/catalogo-bicicletas"
      />
      <h1 className={styles.title}>Catálogo de bicicletas</h1>
      <div className={styles.layout}>
        <BikeFilters params={params} />
        <section className={styles.results} aria-label="Resultados">
          <BikeFilterChips params={params} />
          <BikeResults params={params} />
        </section>
      </div>
    </div>
  );
}

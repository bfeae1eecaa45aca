import { CATALOG_SORTS, CatalogLayout, useCatalogParams } from '@shop/shared/catalog';
import { BIKE_FILTERS } from './bike-catalogue-options';
import { BikeFilterChips } from './bike-filter-chips';
import { BikeFilters } from './bike-filters';
import { BikeResults } from './bike-results';

/** /catalogo-bicicletas: every filter, the sort and the page live in the query string. */
export function BikesCataloguePage() {
  const params = useCatalogParams({ filters: BIKE_FILTERS, sorts: CATALOG_SORTS });
  return (
    <CatalogLayout
      title="Catálogo de bicicletas"
      description="Todas nuestras bicicletas: buscá por nombre, categoría o color y encontrá la tuya."
      canonicalPath="/catalogo-bicicletas"
      filters={<BikeFilters params={params} />}
    >
      <BikeFilterChips params={params} />
      <BikeResults params={params} />
    </CatalogLayout>
  );
}

import { CATALOG_SORTS, CatalogLayout, useCatalogParams } from '@shop/shared/catalog';
import { ACCESSORY_FILTERS } from './accessory-catalogue-options';
import { AccessoryFilterChips } from './accessory-filter-chips';
import { AccessoryFilters } from './accessory-filters';
import { AccessoryResults } from './accessory-results';

/** /catalogo-accesorios: every filter, the sort and the page live in the query string. */
export function AccessoriesCataloguePage() {
  const params = useCatalogParams({ filters: ACCESSORY_FILTERS, sorts: CATALOG_SORTS });
  return (
    <CatalogLayout
      title="Catálogo de accesorios"
      description="Infladores, cascos, luces, candados y más: buscá por categoría, marca, material u origen."
      canonicalPath="/catalogo-accesorios"
      filters={<AccessoryFilters params={params} />}
    >
      <AccessoryFilterChips params={params} />
      <AccessoryResults params={params} />
    </CatalogLayout>
  );
}

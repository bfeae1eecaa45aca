import { CatalogPage } from '@shop/shared/catalog';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { ACCESSORY_FILTERS } from './accessory-catalogue-options';
import { AccessoryFilterChips } from './accessory-filter-chips';
import { AccessoryFilters } from './accessory-filters';
import { AccessoryResults } from './accessory-results';

/** /catalogo-accesorios. */
export function AccessoriesCataloguePage() {
  return (
    <CatalogPage
      kind={ACCESSORY_KIND}
      title="Catálogo de accesorios"
      description="Infladores, cascos, luces, candados y más: buscá por categoría, marca, material u origen."
      filterKeys={ACCESSORY_FILTERS}
      Filters={AccessoryFilters}
      Chips={AccessoryFilterChips}
      Results={AccessoryResults}
    />
  );
}

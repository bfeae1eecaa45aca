import { CatalogPage } from '@shop/shared/catalog';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { ACCESSORY_FILTERS } from './accessory-catalogue-options';
import { AccessoryFilterChips } from './accessory-filter-chips';
import { AccessoryFilters } from './accessory-filters';
import { AccessoryResults } from './accessory-results';
import { useAccessoryList } from './use-accessory-list';

const DESCRIPTION = 'Infladores, cascos, luces, candados y más: buscá por categoría, marca, material u origen.';

/** /catalogo-accesorios. */
export function AccessoriesCataloguePage() {
  const parts = {
    Filters: AccessoryFilters,
    Chips: AccessoryFilterChips,
    Results: AccessoryResults,
    useList: useAccessoryList,
  };
  return (
    <CatalogPage
      kind={ACCESSORY_KIND}
      title="Catálogo de accesorios"
      description={DESCRIPTION}
      filterKeys={ACCESSORY_FILTERS}
      {...parts}
    />
  );
}

import { CatalogPage } from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';
import { CompareBar } from '../../common/compare/compare-bar';
import { BIKE_FILTERS } from './bike-catalogue-options';
import { BikeFilterChips } from './bike-filter-chips';
import { BikeFilters } from './bike-filters';
import { BikeResults } from './bike-results';
import { useBikeList } from './use-bike-list';

/** /catalogo-bicicletas. */
export function BikesCataloguePage() {
  return (
    <>
      <CatalogPage
        kind={BIKE_KIND}
        title="Catálogo de bicicletas"
        description="Todas nuestras bicicletas: buscá por nombre, categoría o color y encontrá la tuya."
        filterKeys={BIKE_FILTERS}
        Filters={BikeFilters}
        Chips={BikeFilterChips}
        Results={BikeResults}
        useList={useBikeList}
      />
      <CompareBar />
    </>
  );
}

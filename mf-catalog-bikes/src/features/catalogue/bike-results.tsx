import { CatalogResults, type CatalogParams } from '@shop/shared/catalog';
import { bikeCard } from '../../common/bike-card';
import { useBikesListQuery } from './api/bikes-list';
import type { BikeFilter } from './bike-catalogue-options';

/** The page of bicycles the filters ask for: error, then loading, then the cards or the empty state. */
export function BikeResults({ params }: { params: CatalogParams<BikeFilter> }) {
  const result = useBikesListQuery({
    ...params.filters,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  });
  return (
    <CatalogResults
      result={result}
      label="Bicicletas"
      errorFallback="Error al cargar"
      toCard={bikeCard}
      onPage={(page) => params.update({ page })}
    />
  );
}

import { CatalogResults, type CatalogParams } from '@shop/shared/catalog';
import { bikeCard } from '../../common/bike-card';
import { CompareToggle } from '../../common/compare/compare-toggle';
import type { BikeFilter } from './bike-catalogue-options';
import { useBikeList } from './use-bike-list';

/** The page of bicycles the filters ask for: error, then loading, then the cards or the empty state. */
export function BikeResults({ params }: { params: CatalogParams<BikeFilter> }) {
  const result = useBikeList(params);
  return (
    <CatalogResults
      result={result}
      label="Bicicletas"
      errorFallback="Error al cargar"
      toCard={(item, back) => {
        const card = bikeCard(item, back, {
          colour: params.filters.color || null,
          store: params.filters.tienda || null,
        });
        return {
          ...card,
          action: (
            <>
              {card.action}
              <CompareToggle bike={item} />
            </>
          ),
        };
      }}
      pageLink={(page) => params.linkTo({ page })}
    />
  );
}

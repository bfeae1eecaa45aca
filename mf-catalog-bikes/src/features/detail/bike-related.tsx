import { useLocation } from 'react-router-dom';
import { distinctOthers, RelatedCarousel, type Bicicleta } from '@shop/shared/catalog';
import { bikeCard } from '../../common/bike-card';
import { useBikesRelatedQuery } from './api/bikes-related';

/** 'Te puede interesar': other bicycles of the category, hidden on small screens. */
export function BikeRelated({ bike }: { bike: Bicicleta }) {
  const { pathname, search } = useLocation();
  const { data = [] } = useBikesRelatedQuery({ categoria: bike.categoria, exclude: bike.id });
  const cards = distinctOthers(data, bike.id).map((item) => ({
    id: item.id,
    ...bikeCard(item, `${pathname}${search}`),
  }));
  return <RelatedCarousel cards={cards} smallScreens="hidden" />;
}

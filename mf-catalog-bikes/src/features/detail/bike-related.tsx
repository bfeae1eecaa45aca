import { RelatedProducts, type Bicicleta } from '@shop/shared/catalog';
import { bikeCard } from '../../common/bike-card';
import { useBikesRelatedQuery } from './api/bikes-related';

/** 'Te puede interesar': other bicycles of the category, hidden on small screens. */
export function BikeRelated({ bike }: { bike: Bicicleta }) {
  const { data = [] } = useBikesRelatedQuery({ categoria: bike.categoria, exclude: bike.id });
  return <RelatedProducts items={data} currentId={bike.id} toCard={bikeCard} smallScreens="hidden" />;
}

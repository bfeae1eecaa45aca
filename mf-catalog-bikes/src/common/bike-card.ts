import { productCard, type BicicletaListItem, type ProductCardProps } from '@shop/shared/catalog';
import { BIKE_KIND } from './bike-kind';

/** A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`. */
export function bikeCard(item: BicicletaListItem, back: string): ProductCardProps {
  return productCard(BIKE_KIND, item, back);
}

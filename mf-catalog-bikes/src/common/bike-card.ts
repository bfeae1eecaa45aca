import { productCard, type BicicletaListItem } from '@shop/shared/catalog';
import type { ProductCardProps } from '@shop/shared/ui';
import { BIKE_KIND } from './bike-kind';

/** A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`. */
export function bikeCard(item: BicicletaListItem, back: string): ProductCardProps {
  return productCard(BIKE_KIND, item, back);
}

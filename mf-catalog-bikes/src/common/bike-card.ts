import { choiceAvailability, productCard, type BicicletaListItem } from '@shop/shared/catalog';
import type { ProductCardProps } from '@shop/shared/ui';
import { BIKE_KIND } from './bike-kind';

/**
 * A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`, and says its availability in the
 * list's colour (`colour`, a hex; any colour when none is chosen).
 */
export function bikeCard(item: BicicletaListItem, back: string, colour: string | null = null): ProductCardProps {
  return productCard(BIKE_KIND, item, back, choiceAvailability(item.disponibilidad, { color: colour }));
}

import { choiceAvailability, productCard, type BicicletaListItem } from '@shop/shared/catalog';
import { BIKE_KIND } from './bike-kind';

/** The list's choices a card's availability follows: a colour (hex) and a store (`id`); null for any. */
export interface CardChoice {
  colour?: string | null;
  store?: string | null;
}

/**
 * A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`, and says its availability in the
 * list's colour at the list's store (the soonest of any colour or store not chosen).
 */
export function bikeCard(item: BicicletaListItem, back: string, { colour = null, store = null }: CardChoice = {}) {
  return productCard(BIKE_KIND, item, back, choiceAvailability(item.disponibilidad, { color: colour, tienda: store }));
}

import { productCard, soonestAtStores, type BicicletaListItem } from '@shop/shared/catalog';
import { siteConfig } from '@shop/shared/config';
import { BIKE_KIND } from './bike-kind';

/** The list's choices a card's availability follows: a colour (hex) and a store (`id`); null for any. */
export interface CardChoice {
  colour?: string | null;
  store?: string | null;
}

/**
 * A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`, and says its availability in the
 * list's colour at the list's store, naming the store (the soonest of any colour or store not chosen, with the stores
 * that have it).
 */
export function bikeCard(item: BicicletaListItem, back: string, { colour = null, store = null }: CardChoice = {}) {
  const stores = siteConfig.locations.filter((location) => store === null || location.id === store);
  const soonest = soonestAtStores(item.disponibilidad, stores, { color: colour });
  return productCard(BIKE_KIND, item, back, soonest.availability, soonest.stores);
}

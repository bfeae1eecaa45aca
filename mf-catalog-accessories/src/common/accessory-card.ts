import { productCard, type AccesorioListItem } from '@shop/shared/catalog';
import type { ProductCardProps } from '@shop/shared/ui';
import { ACCESSORY_KIND } from './accessory-kind';

/** An accessory's card, with its price and availability: it opens /accesorio/{id}-{slug} with the way back to `back`. */
export function accessoryCard(item: AccesorioListItem, back: string): ProductCardProps {
  return productCard(ACCESSORY_KIND, item, back, item.disponibilidad);
}

import { detailHref, formatPrice, type AccesorioListItem, type ProductCardProps } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';

/** An accessory's card: it opens /accesorio/{id}-{slug} with the way back to `back`. */
export function accessoryCard(item: AccesorioListItem, back: string): ProductCardProps {
  return {
    href: detailHref('/accesorio', idSlug(item.id, item.nombre), back),
    name: item.nombre,
    category: item.categoria,
    image: item.imagen_principal,
    price: item.precio === null ? null : formatPrice(item.precio),
  };
}

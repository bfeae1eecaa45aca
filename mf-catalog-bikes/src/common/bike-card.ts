import { detailHref, type BicicletaListItem, type ProductCardProps } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';

/** A bicycle's card: it opens /bici/{id}-{slug} with the way back to `back`. */
export function bikeCard(item: BicicletaListItem, back: string): ProductCardProps {
  return {
    href: detailHref('/bici', idSlug(item.id, item.nombre), back),
    name: item.nombre,
    category: item.categoria,
    image: item.imagen_principal,
  };
}

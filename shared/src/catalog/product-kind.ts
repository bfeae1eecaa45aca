import { productPath as pathOf, type ProductType } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { bestInstalmentText, productPrice } from '@shop/shared/domain';
import type { Crumb } from './breadcrumb';
import { detailHref } from './catalog-format';
import type { ImagenPrincipal, ProductRecord } from './catalog-types';
import type { ProductCardProps } from '@shop/shared/ui';

/** What sets one kind of product apart in the shared catalogue and product pages. */
export interface ProductKind {
  /** Which of the contract's products: it gives the product pages' address. */
  type: ProductType;
  /** The catalogue: '/catalogo-bicicletas'. */
  cataloguePath: string;
  /** The landing page, as the breadcrumb names it. */
  section: Required<Crumb>;
  /** How the chat message names the product: 'la bicicleta', 'el accesorio'. */
  chatSubject: string;
  /** The category as the catalogue's address carries it (a slug, or the shown name). */
  categoryParam: (categoria: string) => string;
}

type Named = Pick<ProductRecord, 'id' | 'nombre'>;

/** The product's canonical path: '/accesorio/7-inflador-de-pie'. */
export function productPath(kind: ProductKind, product: Named): string {
  return pathOf(kind.type, product);
}

/** The catalogue filtered by a category, as the breadcrumb links it. */
export function categoryCrumb(kind: ProductKind, categoria: string): Required<Crumb> {
  return {
    label: categoria.toUpperCase(),
    to: `${kind.cataloguePath}?categoria=${encodeURIComponent(kind.categoryParam(categoria))}`,
  };
}

/**
 * 'Hola! Quiero consultar por el accesorio "Nombre". {link}', or 'sin nombre' when it has none;
 * `choice` goes right after the name (' en color Rojo, talle M').
 */
export function productChatMessage(kind: ProductKind, product: Named, choice = ''): string {
  const name = product.nombre.trim();
  const subject = name ? `"${name}"` : 'sin nombre';
  return `Hola! Quiero consultar por ${kind.chatSubject} ${subject}${choice}. ${siteConfig.siteUrl}${productPath(kind, product)}`;
}

export type ListedProduct = Pick<ProductRecord, 'id' | 'nombre' | 'categoria'> & {
  imagen_principal: ImagenPrincipal | null;
  /** Lists written before prices existed may leave it out: 'Consultá precio'. */
  precio?: number | null;
};

/** A listed product's card with its price: it opens the product's page with the way back to `back`. */
export function productCard(kind: ProductKind, item: ListedProduct, back: string): ProductCardProps {
  return {
    href: detailHref(productPath(kind, item), back),
    name: item.nombre,
    category: item.categoria,
    image: item.imagen_principal,
    price: productPrice(item.precio),
    instalments: bestInstalmentText(item.precio),
  };
}

import { type Disponibilidad, productPath as pathOf, type ProductType, type StoreName } from '@shop/contract';
import { createElement } from 'react';
import { siteConfig } from '@shop/shared/config';
import { appliedPrice, cardPrices, cashPriceText, type PricedProduct } from '@shop/shared/domain';
import { CardAvailability, type ShownAvailability, shownAvailabilityWords } from './availability';
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

/** What the shopper asks about besides the product: the choice, what the page says of its availability, the link's query. */
export interface ChatChoice {
  /** Right after the name: ' en color Rojo, talle M'. */
  words?: string;
  /** The availability the page shows (per store for a bicycle); without data the message says nothing of it. */
  availability?: ShownAvailability;
  /** The page's query for the choice ('?color=rojo'): the link's preview shows the chosen colour's photo. */
  search?: string;
}

/** What the chat message names: the product, and the price that applies in cash or by transfer where it has one. */
type ChatProduct = Named & PricedProduct & Partial<Pick<ProductRecord, 'descuento_efectivo'>>;

/**
 * 'Hola! Quiero consultar por el accesorio "Nombre", que figura "En stock", a $ 16.650 en efectivo o transferencia.
 * {link}', or 'sin nombre' when it has none; the choice goes right after the name (' en color Rojo, talle M').
 */
export function productChatMessage(
  kind: ProductKind,
  product: ChatProduct,
  { words = '', availability = null, search = '' }: ChatChoice = {},
): string {
  const name = product.nombre.trim();
  const subject = name ? `"${name}"` : 'sin nombre';
  const shown = shownAvailabilityWords(availability);
  const cash = cashPriceText(appliedPrice(product), product.descuento_efectivo);
  const price = cash ? `, a ${cash}` : '';
  return `Hola! Quiero consultar por ${kind.chatSubject} ${subject}${words}${shown}${price}. ${siteConfig.siteUrl}${productPath(kind, product)}${search}`;
}

export type ListedProduct = Pick<ProductRecord, 'id' | 'nombre' | 'categoria'> &
  PricedProduct & {
    imagen_principal: ImagenPrincipal | null;
    /** The product's own cash or transfer discount; left out or null: the site's. */
    descuento_efectivo?: number | null;
  };

/**
 * A listed product's card with its price and the availability of the list's choice (null: 'Consultá
 * disponibilidad') with the stores it is at, if the kind keeps it per store: it opens the product's page with the way
 * back to `back`.
 */
export function productCard(
  kind: ProductKind,
  item: ListedProduct,
  back: string,
  availability: Disponibilidad | null,
  stores: readonly StoreName[] = [],
): ProductCardProps {
  return {
    href: detailHref(productPath(kind, item), back),
    name: item.nombre,
    category: item.categoria,
    image: item.imagen_principal,
    ...cardPrices(item),
    action: createElement(CardAvailability, { availability, stores }),
  };
}

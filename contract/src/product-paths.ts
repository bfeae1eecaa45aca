import { plainText } from './plain-text';

/** The two kinds of product, as the API names them in a suggestion's `tipo` and an image's owner. */
export type ProductType = 'bicicleta' | 'accesorio';

/** Where each kind's product pages live: '/bici/12-trail-andino'. The only place these prefixes are written. */
export const PRODUCT_PAGE_PREFIX: Readonly<Record<ProductType, string>> = {
  bicicleta: '/bici',
  accesorio: '/accesorio',
};

/** "Bici Rodado 29 Ñandú" → "bici-rodado-29-nandu". */
export function slugify(text: string): string {
  return plainText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address segment of a product: "{id}-{slug of name}". */
export function idSlug(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** A product's canonical path: '/accesorio/7-inflador-de-pie'. */
export function productPath(type: ProductType, { id, nombre }: { id: number; nombre: string }): string {
  return `${PRODUCT_PAGE_PREFIX[type]}/${idSlug(id, nombre)}`;
}

/** The router's pattern for a kind's product pages: '/bici/:idSlug'. */
export function productRoute(type: ProductType): string {
  return `${PRODUCT_PAGE_PREFIX[type]}/:idSlug`;
}

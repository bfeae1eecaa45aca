import type { ProductKind } from '@shop/shared/catalog';

/** Accessories in the shared catalogue pieces; the catalogue's address carries categories as shown. */
export const ACCESSORY_KIND: ProductKind = {
  type: 'accesorio',
  cataloguePath: '/catalogo-accesorios',
  section: { label: 'Accesorios', to: '/accesorios' },
  chatSubject: 'el accesorio',
  categoryParam: (categoria) => categoria.toUpperCase(),
};

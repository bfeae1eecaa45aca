import type { ProductKind } from '@shop/shared/catalog';

/** Bicycles in the shared catalogue pieces; the catalogue's address carries categories as stored (lower case). */
export const BIKE_KIND: ProductKind = {
  type: 'bicicleta',
  cataloguePath: '/catalogo-bicicletas',
  section: { label: 'Bicicletas', to: '/bicicletas' },
  chatSubject: 'la bicicleta',
  categoryParam: (categoria) => categoria,
};

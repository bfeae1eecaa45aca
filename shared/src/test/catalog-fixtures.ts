import type { Imagen, Paged } from '@shop/shared/catalog';

/** One page of a catalogue list, as the API answers it. */
export function aPagedList<Item>(items: Item[], page = 1, totalPages = 1, total = items.length): Paged<Item> {
  return { items, page, limit: 15, total, totalPages };
}

/** A product image (1200×900 WebP) whose order is its id unless told otherwise. */
export function aProductImage(id: number, overrides: Partial<Imagen> = {}): Imagen {
  return {
    id,
    url: `/uploads/foto-${id}.webp`,
    alt_text: null,
    es_principal: false,
    orden: id,
    mime_type: 'image/webp',
    width: 1200,
    height: 900,
    ...overrides,
  };
}

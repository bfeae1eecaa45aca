import type { FacetedPage, Imagen, ListFacets, Paged } from '@shop/shared/catalog';

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
    color: null,
    ...overrides,
  };
}

/** A list answer with the counts of `facets=1`. */
export function aFacetedList<Item>(items: Item[], facets: ListFacets): FacetedPage<Item> {
  return { ...aPagedList(items), facets };
}

/** A suggestion of the search box, priced at a thousand times its id unless told otherwise. */
export function aSuggestion(
  id: number,
  nombre: string,
  tipo: 'bicicleta' | 'accesorio' = 'bicicleta',
  precio: number | null = 1000 * id,
) {
  const imagen_principal = { url: `/uploads/sugerencia-${id}.webp`, alt_text: null, width: 640, height: 480 };
  return { tipo, id, nombre, categoria: tipo === 'bicicleta' ? 'mtb' : 'cascos', imagen_principal, precio };
}

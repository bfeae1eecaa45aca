import { productPath } from '@shop/contract';
import { baseApi, LIST_ID, type ApiError } from '@shop/shared/api';
import type { ProductCardProps } from '@shop/shared/ui';
import { cardPrices, type PricedProduct } from '@shop/shared/domain';

/** A featured product: a catalogue card whose category names its kind ('BICICLETA · MTB'). */
export interface FeaturedProduct extends ProductCardProps {
  key: string;
}

interface ListedItem extends PricedProduct {
  id: number;
  nombre: string;
  categoria: string;
  descuento_efectivo?: number | null;
  imagen_principal: ProductCardProps['image'];
}

/** How many of each kind the strip asks for; it shows them alternating. */
export const FEATURED_PER_KIND = 6;

const SOURCES = [
  { path: '/api/bicicletas', type: 'bicicleta', label: 'BICICLETA', tag: 'Bicicleta' },
  { path: '/api/accesorios', type: 'accesorio', label: 'ACCESORIO', tag: 'Accesorio' },
] as const;

function featured(source: (typeof SOURCES)[number], item: ListedItem): FeaturedProduct {
  return {
    key: `${source.label}-${item.id}`,
    href: productPath(source.type, item),
    name: item.nombre,
    category: `${source.label} · ${item.categoria}`,
    ...cardPrices(item),
    image: item.imagen_principal,
  };
}

/** Bicycle, accessory, bicycle...: both kinds show even when one has more. */
export function alternate<T>(first: readonly T[], second: readonly T[]): T[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, index) => [first[index], second[index]])
    .flat()
    .filter((item): item is T => item !== undefined);
}

function itemsOf(answer: unknown): ListedItem[] {
  const items = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as ListedItem[]) : [];
}

/**
 * The featured (`destacado`) bicycles and accessories, newest first, alternating; one endpoint of its
 * own so that the server can fetch it before rendering the home. One list failing leaves the other.
 */
export const homeFeaturedApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    homeFeatured: build.query<FeaturedProduct[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(
          SOURCES.map((source) =>
            baseQuery({ url: source.path, params: { destacado: true, limit: FEATURED_PER_KIND, page: 1 } }),
          ),
        );
        if (answers.every((answer) => answer.error)) return { error: answers[0]?.error as ApiError };
        const [bikes = [], accessories = []] = answers.map((answer, index) =>
          itemsOf(answer.data).map((item) => featured(SOURCES[index] ?? SOURCES[0], item)),
        );
        return { data: alternate(bikes, accessories) };
      },
      providesTags: SOURCES.map((source) => ({ type: source.tag, id: LIST_ID })),
    }),
  }),
});

export const { useHomeFeaturedQuery } = homeFeaturedApi;

import { useLocation } from '@shop/shared/router';
import { distinctOthers } from './catalog-format';
import type { ProductCardProps } from '@shop/shared/ui';
import { RelatedCarousel } from './related-carousel';

interface RelatedProductsProps<Item extends { id: number }> {
  /** What the related request answered (empty while loading or after a failure). */
  items: readonly Item[];
  currentId: number;
  /** A card for an item; `back` is the current path and query. */
  toCard: (item: Item, back: string) => ProductCardProps;
  smallScreens: 'hidden' | 'two-columns';
}

/** 'Te puede interesar' for a product page: other items, without the current one or repeats. */
export function RelatedProducts<Item extends { id: number }>({
  items,
  currentId,
  toCard,
  smallScreens,
}: RelatedProductsProps<Item>) {
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  const cards = distinctOthers(items, currentId).map((item) => ({ id: item.id, ...toCard(item, back) }));
  return <RelatedCarousel cards={cards} smallScreens={smallScreens} />;
}

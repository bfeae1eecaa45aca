import { ProductCard, type ProductCardProps } from '@shop/shared/ui';
import styles from './catalog-results.module.css';

export type ProductGridCard = ProductCardProps & { id: number };

/** How many cards are above the fold on a wide screen: their images load first. */
const PRIORITY_CARDS = 3;

export function ProductGrid({ cards, label }: { cards: readonly ProductGridCard[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map(({ id, ...card }, index) => (
        <li key={id}>
          <ProductCard {...card} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

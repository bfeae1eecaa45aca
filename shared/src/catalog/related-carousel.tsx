import { useState } from 'react';
import { ProductCard, type ProductCardProps } from '@shop/shared/ui';
import styles from './related.module.css';

export const RELATED_PER_PAGE = 3;

export type RelatedCard = ProductCardProps & { id: number };

interface RelatedCarouselProps {
  cards: readonly RelatedCard[];
  /** Bicycles hide the carousel on small screens; accessories show two columns. */
  smallScreens?: 'hidden' | 'two-columns';
}

/** 'Te puede interesar': pages of three that wrap around, back to the first when the list changes. */
export function RelatedCarousel({ cards, smallScreens = 'hidden' }: RelatedCarouselProps) {
  const listKey = cards.map((card) => card.id).join(',');
  const [state, setState] = useState({ listKey, page: 0 });
  const page = state.listKey === listKey ? state.page : 0;
  const pages = Math.ceil(cards.length / RELATED_PER_PAGE);
  if (cards.length === 0) return null;

  const move = (step: number) => setState({ listKey, page: (page + step + pages) % pages });
  const shown = cards.slice(page * RELATED_PER_PAGE, (page + 1) * RELATED_PER_PAGE);

  return (
    <section
      className={`${styles.related} ${smallScreens === 'hidden' ? styles.hiddenSmall : styles.twoColumns}`}
      aria-labelledby="related-title"
    >
      <div className={styles.header}>
        <h2 id="related-title" className={styles.title}>
          Te puede interesar
        </h2>
        {pages > 1 && (
          <div className={styles.controls}>
            <button type="button" className={styles.control} aria-label="Ver anteriores" onClick={() => move(-1)}>
              ‹
            </button>
            <span className={styles.position}>
              {page + 1} / {pages}
            </span>
            <button type="button" className={styles.control} aria-label="Ver siguientes" onClick={() => move(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      <ul className={styles.list}>
        {shown.map(({ id, ...card }) => (
          <li key={id}>
            <ProductCard {...card} headingLevel={3} sizes="(min-width: 64rem) 20rem, 33vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

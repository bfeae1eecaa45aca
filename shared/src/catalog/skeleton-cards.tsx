import { PRODUCT_CARD_CLASS } from '@shop/shared/ui';
import styles from './catalog-results.module.css';

export const SKELETON_CARDS = 6;

/** Placeholders with the cards' shape while a page of results loads. */
export function SkeletonCards({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Cargando resultados…</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${PRODUCT_CARD_CLASS} ${styles.skeleton}`} data-skeleton="">
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

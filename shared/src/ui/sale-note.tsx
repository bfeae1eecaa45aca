import type { SaleNote as SaleNoteText } from '@shop/shared/domain';
import styles from './sale-note.module.css';

/**
 * Above a price on sale: the former price struck through and '15 % OFF', then the sale's last day when it has one;
 * nothing when no sale runs.
 */
export function SaleNote({ sale }: { sale: SaleNoteText | null }) {
  if (!sale) return null;
  return (
    <>
      <p className={styles.sale}>
        <s className={styles.former}>{sale.formerPrice}</s> <span className={styles.off}>{sale.percentOff}</span>
      </p>
      {sale.until && <p className={styles.until}>{sale.until}</p>}
    </>
  );
}

import styles from './cash-price-note.module.css';

/**
 * The price in cash or by bank transfer, beside a product's price: the text of `cashPriceText`, nothing when the
 * product has no price or no such discount.
 */
export function CashPriceNote({ text }: { text: string | null }) {
  return text ? <p className={styles.note}>{text}</p> : null;
}

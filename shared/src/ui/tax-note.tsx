import styles from './tax-note.module.css';

/**
 * The line of the price without national taxes, beside a price shown to shoppers (Ley 27.743): the text of
 * `nationalTaxesText`, nothing when there is no price.
 */
export function TaxNote({ text }: { text: string | null }) {
  return text ? <p className={styles.note}>{text}</p> : null;
}

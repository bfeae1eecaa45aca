import styles from './detail.module.css';

export const PAYMENT_METHODS = [
  'Efectivo',
  'Transferencia',
  'Mercado Pago',
  'Crédito',
  'Débito',
  'Cuotas sin interés',
] as const;

/**
 * The delivery note and the ways to pay; the list folds on small screens. A native disclosure
 * (`<details>`), so that it opens before hydration and without JavaScript.
 */
export function PurchaseInfo() {
  return (
    <div className={styles.purchase}>
      <p className={styles.note}>Consultá opciones de envío o retiro en tienda.</p>
      <details className={styles.paymentDetails}>
        <summary className={styles.paymentToggle}>
          <h2 className={styles.paymentTitle}>Medios de pago</h2>
          <span aria-hidden="true" className={styles.chevron} />
        </summary>
        <ul className={styles.payments}>
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className={styles.payment}>
              {method}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

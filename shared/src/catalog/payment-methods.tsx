import { useId, useState } from 'react';
import styles from './detail.module.css';

export const PAYMENT_METHODS = [
  'Efectivo',
  'Transferencia',
  'Mercado Pago',
  'Crédito',
  'Débito',
  'Cuotas sin interés',
] as const;

/** The delivery note and the ways to pay; the list folds on small screens. */
export function PurchaseInfo() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.purchase}>
      <p className={styles.note}>Consultá opciones de envío o retiro en tienda.</p>
      <h2 className={styles.paymentTitle}>
        <button
          type="button"
          className={styles.paymentToggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          Medios de pago
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </h2>
      <ul id={id} className={`${styles.payments} ${open ? styles.paymentsOpen : ''}`}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className={styles.payment}>
            {method}
          </li>
        ))}
      </ul>
    </div>
  );
}

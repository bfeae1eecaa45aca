import buttons from '../ui/buttons.module.css';
import { formatDateTime } from '../ui/date-time';
import styles from '../ui/status-banner.module.css';

interface DraftOfferProps {
  savedAt: number;
  onAccept: () => void;
  onReject: () => void;
}

/** A draft left from an earlier visit, offered back. */
export function DraftOffer({ savedAt, onAccept, onReject }: DraftOfferProps) {
  return (
    <section className={styles.banner} aria-label="Borrador sin guardar">
      <p className={styles.title}>Tenés un borrador sin guardar del {formatDateTime(savedAt)}.</p>
      <div className={styles.actions}>
        <button className={buttons.primary} type="button" onClick={onAccept}>
          Recuperar borrador
        </button>
        <button className={buttons.secondary} type="button" onClick={onReject}>
          Descartar borrador
        </button>
      </div>
    </section>
  );
}

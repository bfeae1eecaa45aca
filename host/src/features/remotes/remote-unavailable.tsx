import { useReportUnavailableSection } from '../../common/unavailable-section';
import styles from './remote-status.module.css';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  useReportUnavailableSection();
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className={styles.title}>
        Esta sección no está disponible en este momento
      </h1>
      <p className={styles.text}>El resto del sitio funciona con normalidad. Probá de nuevo en unos segundos.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Reintentar
      </button>
    </section>
  );
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      Cargando…
    </div>
  );
}

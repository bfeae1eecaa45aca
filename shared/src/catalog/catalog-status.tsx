import styles from './catalog-results.module.css';

/** 'No hay resultados' (a page past the last is the 404 page, with the way back to the first). */
export function CatalogEmpty() {
  return (
    <div className={styles.status} role="status">
      <p className={styles.statusTitle}>No hay resultados</p>
      <p className={styles.statusText}>Probá cambiando los filtros o la búsqueda.</p>
    </div>
  );
}

interface CatalogErrorProps {
  message: string;
  onRetry: () => void;
}

export function CatalogError({ message, onRetry }: CatalogErrorProps) {
  return (
    <div className={`${styles.status} ${styles.error}`} role="alert">
      <p className={styles.statusTitle}>No se pudo cargar el catálogo</p>
      <p className={styles.statusText}>{message || 'Error al cargar'}</p>
      <button type="button" className={styles.pagerButton} onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

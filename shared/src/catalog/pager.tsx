import styles from './catalog-results.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Paginación">
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Anterior
      </button>
      <span className={styles.pagerStatus} aria-current="page">
        Página {page} de {totalPages}
      </span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente →
      </button>
    </nav>
  );
}

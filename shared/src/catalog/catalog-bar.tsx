import { useFilterSheet } from './filter-sheet';
import styles from './catalog-bar.module.css';

/**
 * The result count; on phones also 'Filtros (n)', and the whole bar stays at the bottom of the screen
 * so the filters are one tap away wherever the shopper has scrolled.
 */
export function CatalogBar({ total }: { total: number | null }) {
  const { panelId, open, setOpen, activeCount, opener } = useFilterSheet();
  return (
    <div className={styles.bar} role="region" aria-label="Filtros y resultados">
      <button
        ref={opener}
        type="button"
        className={styles.filters}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filtros ({activeCount})
      </button>
      {total !== null && (
        <p className={styles.count} aria-live="polite">
          {total} resultado(s)
        </p>
      )}
    </div>
  );
}

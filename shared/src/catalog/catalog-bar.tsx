import { useFilterSheet } from './filter-sheet';
import styles from './catalog-bar.module.css';

/**
 * The result count; on phones also 'Filtros (n)', and the whole bar stays at the bottom of the screen
 * so the filters are one tap away wherever the shopper has scrolled. 'Filtros' opens the sheet natively
 * (`popovertarget`, which also tells assistive technology whether it is open).
 */
export function CatalogBar({ total }: { total: number | null }) {
  const { sheetId, activeCount } = useFilterSheet();
  return (
    <div className={styles.bar} role="region" aria-label="Filtros y resultados">
      <button type="button" className={styles.filters} popoverTarget={sheetId} aria-controls={sheetId}>
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

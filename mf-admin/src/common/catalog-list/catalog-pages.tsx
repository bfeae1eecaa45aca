import buttons from '../ui/buttons.module.css';
import styles from './catalog-list.module.css';

interface CatalogPagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** 'Anterior', where the list is, 'Siguiente': the page is in the address, so a reload stays on it. */
export function CatalogPages({ page, pages, onPage }: CatalogPagesProps) {
  if (pages <= 1 && page === 1) return null;
  // A page past the end (the list shrank since the address was written) steps back to the last one.
  const last = Math.max(pages, 1);
  return (
    <nav className={styles.pages} aria-label="Páginas de la lista">
      <button
        className={buttons.secondary}
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, last))}
      >
        Anterior
      </button>
      <p className={styles.pageOf}>
        Página {page} de {last}
      </p>
      <button className={buttons.secondary} type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}

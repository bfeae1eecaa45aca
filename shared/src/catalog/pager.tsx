import { Link } from '@shop/shared/router';
import styles from './catalog-results.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page of these results. */
  pageLink: (page: number) => string;
}

/** A new page of results starts at the top, as a new page from the server does. */
function scrollToTop(): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** Links to the page before and after: they work before hydration and without JavaScript. */
export function Pager({ page, totalPages, pageLink }: PagerProps) {
  if (totalPages <= 1) return null;
  const step = (to: number, text: string) =>
    to < 1 || to > totalPages ? (
      <span className={styles.pagerButton} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className={styles.pagerButton} to={pageLink(to)} rel={to < page ? 'prev' : 'next'} onClick={scrollToTop}>
        {text}
      </Link>
    );
  return (
    <nav className={styles.pager} aria-label="Paginación">
      {step(page - 1, '← Anterior')}
      <span className={styles.pagerStatus} aria-current="page">
        Página {page} de {totalPages}
      </span>
      {step(page + 1, 'Siguiente →')}
    </nav>
  );
}

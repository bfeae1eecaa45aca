import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import styles from './catalog-results.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page of these results. */
  pageLink: (page: number) => string;
}

/** The id of the results' region, where a page turn takes the shopper. */
export const RESULTS_ID = 'resultados';

/** What a pager link leaves in the history entry, so that the new page knows it was turned to. */
const PAGE_TURN = { pageTurn: true };

function isPageTurn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'pageTurn' in state;
}

/**
 * Once the page a pager link led to is shown, scrolls to the top of the results and moves focus there, as a new
 * page from the server would start at the top; a filter that resets the page keeps the focus where it is.
 */
export function usePageTurnFocus(shown: boolean): void {
  const location = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || !isPageTurn(location.state) || handled.current === location.key) return;
    handled.current = location.key;
    const results = document.getElementById(RESULTS_ID);
    if (!results) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    results.focus({ preventScroll: true });
    results.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [shown, location]);
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
      <Link className={styles.pagerButton} to={pageLink(to)} rel={to < page ? 'prev' : 'next'} state={PAGE_TURN}>
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

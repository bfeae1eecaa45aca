import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@shop/shared/router';
import styles from './detail.module.css';

/** Whether the visit has an earlier page in this site (the router numbers its history entries). */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/**
 * Back to the previous page of the visit, or to `fallback` when the page was opened directly. A link to
 * `fallback`, so that it leads somewhere before hydration and without JavaScript.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasPreviousEntry()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className={styles.back} to={fallback} onClick={goBack}>
      ← Volver
    </Link>
  );
}

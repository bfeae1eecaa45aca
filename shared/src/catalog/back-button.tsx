import { useNavigate } from '@shop/shared/router';
import styles from './detail.module.css';

/** Whether the visit has an earlier page in this site (the router numbers its history entries). */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/** Back to the previous page of the visit, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => void (hasPreviousEntry() ? navigate(-1) : navigate(fallback))}
    >
      ← Volver
    </button>
  );
}

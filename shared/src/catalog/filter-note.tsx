import type { ReactNode } from 'react';
import styles from './catalog-filters.module.css';

/** A titled group of the filters column that only informs (it has no control). */
export function FilterNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <h2 className={styles.label}>{title}</h2>
      <p className={styles.note}>{children}</p>
    </div>
  );
}

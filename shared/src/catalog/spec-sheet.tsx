import type { Ref, RefObject } from 'react';
import { nonEmptyRows, type SpecRow } from './catalog-format';
import styles from './detail.module.css';

interface SpecSheetProps {
  title: string;
  rows: readonly SpecRow[];
  ref?: Ref<HTMLElement>;
}

/** The technical sheet: only the fields that have a value. */
export function SpecSheet({ title, rows, ref }: SpecSheetProps) {
  const shown = nonEmptyRows(rows);
  return (
    <section ref={ref} id="ficha" className={styles.sheet} aria-labelledby="ficha-title" tabIndex={-1}>
      <h2 id="ficha-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>Sin especificaciones cargadas.</p>
      ) : (
        <dl className={styles.sheetList}>
          {shown.map((row) => (
            <div key={row.label} className={styles.sheetRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

interface SheetButtonProps {
  label: string;
  target: RefObject<HTMLElement | null>;
}

/** 'VER FICHA / …': brings the technical sheet into view and moves focus to it. */
export function SheetButton({ label, target }: SheetButtonProps) {
  return (
    <button
      type="button"
      className={styles.sheetButton}
      onClick={() => {
        target.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        target.current?.focus({ preventScroll: true });
      }}
    >
      {label}
    </button>
  );
}

import type { Ref, RefObject } from 'react';
import { nonEmptyRows, type SpecRow } from './catalog-format';
import styles from './detail.module.css';

const SHEET_ID = 'ficha';

interface SpecSheetProps {
  title: string;
  rows: readonly SpecRow[];
  ref?: Ref<HTMLElement>;
}

/** The technical sheet: only the fields that have a value. */
export function SpecSheet({ title, rows, ref }: SpecSheetProps) {
  const shown = nonEmptyRows(rows);
  return (
    <section ref={ref} id={SHEET_ID} className={styles.sheet} aria-labelledby="ficha-title" tabIndex={-1}>
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

interface SheetLinkProps {
  label: string;
  target: RefObject<HTMLElement | null>;
}

/**
 * 'VER FICHA / …': brings the technical sheet into view and moves focus to it. A link to the sheet, so that it
 * leads there before hydration and without JavaScript; once hydrated it scrolls there smoothly.
 */
export function SheetLink({ label, target }: SheetLinkProps) {
  return (
    <a
      href={`#${SHEET_ID}`}
      className={styles.sheetButton}
      onClick={(event) => {
        event.preventDefault();
        target.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        target.current?.focus({ preventScroll: true });
      }}
    >
      {label}
    </a>
  );
}

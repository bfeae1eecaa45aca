import { nonEmptyRows, type SpecRow } from './catalog-format';
import styles from './detail.module.css';

/** A few key facts as tiles beside the gallery; empty ones are left out. */
export function SpecTiles({ rows }: { rows: readonly SpecRow[] }) {
  const shown = nonEmptyRows(rows);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.tiles}>
      {shown.map((row) => (
        <div key={row.label} className={styles.tile}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

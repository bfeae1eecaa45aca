import type { CSSProperties } from 'react';
import { colourName, presentColours } from './colour-palette';
import styles from './detail.module.css';

/** The colours an item comes in; empty values are left out. */
export function ColourSwatches({ colours }: { colours: readonly (string | null | undefined)[] }) {
  const shown = presentColours(colours);
  if (shown.length === 0) return null;
  return (
    <div className={styles.colours}>
      <h2 className={styles.smallTitle}>Colores</h2>
      <ul className={styles.colourList}>
        {shown.map((hex) => (
          <li key={hex} className={styles.colour}>
            <span className={styles.colourDot} style={{ '--swatch': hex } as CSSProperties} aria-hidden="true" />
            {colourName(hex)}
          </li>
        ))}
      </ul>
    </div>
  );
}

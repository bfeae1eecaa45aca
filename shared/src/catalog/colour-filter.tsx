import type { CSSProperties } from 'react';
import type { PaletteColour } from './colour-palette';
import styles from './catalog-filters.module.css';

interface ColourFilterProps {
  legend: string;
  palette: readonly PaletteColour[];
  /** The chosen hex, or '' for none. */
  value: string;
  onChange: (hex: string) => void;
}

/** One colour at a time; choosing the chosen one again clears the filter. */
export function ColourFilter({ legend, palette, value, onChange }: ColourFilterProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.swatches}>
        {palette.map((colour) => {
          const pressed = colour.hex === value.toLowerCase();
          return (
            <button
              key={colour.hex}
              type="button"
              className={styles.swatch}
              style={{ '--swatch': colour.hex } as CSSProperties}
              aria-pressed={pressed}
              title={colour.name}
              onClick={() => onChange(pressed ? '' : colour.hex)}
            >
              <span className="visually-hidden">{colour.name}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

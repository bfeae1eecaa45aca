import type { CSSProperties } from 'react';
import type { PaletteColour } from '@shop/contract';
import type { FacetCounts } from './facets';
import styles from './catalog-filters.module.css';

interface ColourFilterProps {
  legend: string;
  palette: readonly PaletteColour[];
  /** The chosen hex, or '' for none. */
  value: string;
  onChange: (hex: string) => void;
  /** Results per colour name: told with each, and a colour with none is disabled unless chosen. */
  counts?: FacetCounts;
}

/**
 * One colour at a time (radios sent as `color`); choosing the chosen one again clears the filter, before hydration
 * too (the early-events script reads `data-second-tap-clears`).
 */
export function ColourFilter({ legend, palette, value, onChange, counts }: ColourFilterProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.swatches}>
        {palette.map((colour) => {
          const pressed = colour.hex === value.toLowerCase();
          const count = counts?.[colour.name];
          const name = count === undefined ? colour.name : `${colour.name} (${count})`;
          return (
            <span key={colour.hex} className={styles.swatchItem}>
              <input
                type="radio"
                name="color"
                value={colour.hex}
                className={styles.swatch}
                style={{ '--swatch': colour.hex } as CSSProperties}
                checked={pressed}
                data-second-tap-clears=""
                disabled={count === 0 && !pressed}
                title={name}
                aria-label={name}
                onChange={() => onChange(colour.hex)}
                onClick={() => {
                  if (pressed) onChange('');
                }}
              />
              {count !== undefined && (
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
              )}
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

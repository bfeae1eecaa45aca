import type { CSSProperties } from 'react';
import type { ColourOption } from './bike-choice';
import styles from './bike-choice.module.css';

interface ColourPickerProps {
  colours: readonly ColourOption[];
  selected: ColourOption | null;
  onChoose: (colour: ColourOption) => void;
}

/** The colours the bicycle comes in, as a radio group (sent as `color`): the chosen one goes into the chat message. */
export function ColourPicker({ colours, selected, onChoose }: ColourPickerProps) {
  if (colours.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Color</legend>
      <div className={styles.options}>
        {colours.map((colour) => (
          <label key={colour.slug} className={styles.colourOption}>
            <input
              type="radio"
              className={styles.radio}
              name="color"
              value={colour.slug}
              checked={selected?.slug === colour.slug}
              onChange={() => onChoose(colour)}
            />
            <span className={styles.swatch} style={{ '--swatch': colour.hex } as CSSProperties} aria-hidden="true" />
            {colour.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

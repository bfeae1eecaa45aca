import type { ReactNode } from 'react';
import styles from './bike-choice.module.css';

interface SizePickerProps {
  sizes: readonly string[];
  selected: string | null;
  onChoose: (size: string) => void;
  /** 'Guía de talles', beside the sizes. */
  guide: ReactNode;
}

/** The sizes the bicycle comes in (its `talle` list), as a radio group (sent as `talle`), with the size guide. */
export function SizePicker({ sizes, selected, onChoose, guide }: SizePickerProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Talle</legend>
      <div className={styles.options}>
        {sizes.map((size) => (
          <label key={size} className={styles.sizeOption}>
            <input
              type="radio"
              className={styles.radio}
              name="talle"
              value={size}
              checked={selected === size}
              onChange={() => onChoose(size)}
            />
            {size}
          </label>
        ))}
        {guide}
      </div>
    </fieldset>
  );
}

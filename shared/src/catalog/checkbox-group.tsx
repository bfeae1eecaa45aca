import type { FacetCounts } from './facets';
import styles from './catalog-filters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface CheckboxGroupProps {
  legend: string;
  /** The query parameter the ticked values are sent as. */
  name: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Results per option value: shown beside each, and an unticked option with none is disabled. */
  counts?: FacetCounts;
  /** A long list scrolls inside a fixed height, so the filters below stay where they are. */
  scrolls?: boolean;
}

/** A multi-select filter: one checkbox per option. */
export function CheckboxGroup({ legend, name, options, selected, onToggle, counts, scrolls }: CheckboxGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={scrolls ? `${styles.checks} ${styles.scrolling}` : styles.checks}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const count = counts?.[option.value];
          return (
            <label key={option.value} className={styles.check}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={count === 0 && !checked}
                onChange={() => onToggle(option.value)}
              />
              {option.label}
              {count !== undefined && <span className={styles.count}>({count})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

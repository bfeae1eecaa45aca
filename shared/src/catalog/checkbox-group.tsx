import styles from './catalog-filters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** A multi-select filter: one checkbox per option. */
export function CheckboxGroup({ legend, options, selected, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.checks}>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

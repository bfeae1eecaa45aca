import { useId } from 'react';
import type { FilterOption } from './checkbox-group';
import styles from './catalog-filters.module.css';

interface SelectFieldProps {
  label: string;
  /** The query parameter it is sent as. */
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export function SelectField({ label, name, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

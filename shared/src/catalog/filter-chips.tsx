import styles from './catalog-filters.module.css';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
  /** The remove button's name; 'Quitar filtro {label}' by default. */
  removeLabel?: string;
}

interface FilterChipsProps {
  chips: readonly FilterChip[];
  /** The list's name. */
  label?: string;
}

/** Chips each removable on its own: the active filters, or any chosen items. */
export function FilterChips({ chips, label = 'Filtros aplicados' }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={chip.removeLabel ?? `Quitar filtro ${chip.label}`}
            onClick={chip.onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

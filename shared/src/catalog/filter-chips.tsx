import styles from './catalog-filters.module.css';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** The active filters, each removable on its own. */
export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={`Quitar filtro ${chip.label}`}
            onClick={chip.onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

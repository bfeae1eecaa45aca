import { Link } from '@shop/shared/router';
import styles from './catalog-filters.module.css';

interface ChipBase {
  key: string;
  label: string;
  /** The remove control's name; 'Quitar filtro {label}' by default. */
  removeLabel?: string;
}

/**
 * A filter chip removes its filter with a link to the address without it (it works before hydration and
 * without JavaScript); a chip of chosen items (the comparison) removes its item with a button.
 */
export type FilterChip = ChipBase & ({ to: string } | { onRemove: () => void });

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
      {chips.map((chip) => {
        const removeLabel = chip.removeLabel ?? `Quitar filtro ${chip.label}`;
        const mark = <span aria-hidden="true">×</span>;
        return (
          <li key={chip.key} className={styles.chip}>
            {chip.label}
            {'to' in chip ? (
              <Link className={styles.chipRemove} to={chip.to} aria-label={removeLabel}>
                {mark}
              </Link>
            ) : (
              <button type="button" className={styles.chipRemove} aria-label={removeLabel} onClick={chip.onRemove}>
                {mark}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

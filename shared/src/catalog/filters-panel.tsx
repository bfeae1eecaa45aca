import { useId, useState, type ReactNode } from 'react';
import styles from './catalog-filters.module.css';

interface FiltersPanelProps {
  onClear: () => void;
  children: ReactNode;
}

/** The filters column: folded behind 'Mostrar filtros' on small screens, with 'Limpiar'. */
export function FiltersPanel({ onClear, children }: FiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.panel} aria-label="Filtros">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Ocultar filtros' : 'Mostrar filtros'}
      </button>
      <div id={id} className={`${styles.body} ${open ? styles.open : ''}`}>
        {children}
        <button type="button" className={styles.clear} onClick={onClear}>
          Limpiar
        </button>
      </div>
    </section>
  );
}

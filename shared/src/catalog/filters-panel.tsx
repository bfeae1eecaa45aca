import { useEffect, useRef, type ReactNode } from 'react';
import { useFilterSheet } from './filter-sheet';
import styles from './catalog-filters.module.css';

interface FiltersPanelProps {
  onClear: () => void;
  children: ReactNode;
}

/**
 * The filters column beside the results; on phones a sheet over the page, opened by the bottom bar's
 * 'Filtros (n)' and closed by 'Ver resultados', its close button, Escape or a tap outside.
 */
export function FiltersPanel({ onClear, children }: FiltersPanelProps) {
  const { panelId, open, setOpen, opener } = useFilterSheet();
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const close = () => setOpen(false);
  return (
    <section className={`${styles.panel} ${open ? styles.open : ''}`} aria-label="Filtros">
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <div id={panelId} className={styles.body}>
        <div className={styles.sheetHeader}>
          <h2 className={styles.sheetTitle}>Filtros</h2>
          <button ref={closeButton} type="button" className={styles.sheetClose} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Cerrar filtros</span>
          </button>
        </div>
        {children}
        <div className={styles.actions}>
          <button type="button" className={styles.clear} onClick={onClear}>
            Limpiar
          </button>
          <button type="button" className={styles.showResults} onClick={close}>
            Ver resultados
          </button>
        </div>
      </div>
    </section>
  );
}

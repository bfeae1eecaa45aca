import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useFilterSheet } from './filter-sheet';
import styles from './catalog-filters.module.css';

interface FiltersPanelProps {
  /** Applies what the form's text fields hold once hydrated (Enter in a field, 'Aplicar precio'). */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/** What one of the form's text fields holds ('' when the form has no such field). */
export function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * The filters column beside the results; on phones a sheet over the page, opened by the bottom bar's
 * 'Filtros (n)' and closed by 'Ver resultados', its close button, Escape or a tap outside.
 *
 * A GET form to the catalogue's address, so filtering works before hydration and without JavaScript:
 * before hydration a tick, a colour or a select leads to the new address at once (`data-navigate-on-change`,
 * read by the host's early-events script); without JavaScript 'Aplicar filtros' sends it, and phones show
 * the filters in the page. Hydrated, each control changes the address without a reload.
 */
export function FiltersPanel({ onSubmit, children }: FiltersPanelProps) {
  // The catalogue's own address: where the form leads, and what 'Limpiar' goes back to.
  const { pathname: action } = useLocation();
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <section className={`${styles.panel} ${open ? styles.open : ''}`} aria-label="Filtros">
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <form
        id={panelId}
        className={styles.body}
        method="get"
        action={action}
        data-navigate-on-change=""
        onSubmit={submit}
      >
        <div className={styles.sheetHeader}>
          <h2 className={styles.sheetTitle}>Filtros</h2>
          <button ref={closeButton} type="button" className={styles.sheetClose} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Cerrar filtros</span>
          </button>
        </div>
        {children}
        <div className={styles.actions}>
          <Link className={styles.clear} to={action}>
            Limpiar
          </Link>
          <button type="submit" className={styles.withoutScripts}>
            Aplicar filtros
          </button>
          <button type="button" className={styles.showResults} onClick={close}>
            Ver resultados
          </button>
        </div>
      </form>
    </section>
  );
}

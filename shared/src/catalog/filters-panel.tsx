import { useRef, type FormEvent, type ReactNode, type ToggleEvent } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useFilterSheet } from './filter-sheet';
import styles from './catalog-filters.module.css';

interface FiltersPanelProps {
  /** Applies what the form's text fields hold once hydrated (Enter in a field, 'Aplicar precio'). */
  onSubmit: (form: HTMLFormElement) => void;
  /** The search: on phones above the results, outside the sheet. */
  search: ReactNode;
  /** 'Ordenar por' and 'Por página': on phones above the results too, reachable without opening the sheet. */
  sort: ReactNode;
  /** The filters: on phones in the sheet. */
  children: ReactNode;
}

/**
 * The filters column beside the results; on phones the search and the sort stand above the results and the
 * filters are a sheet over the page (a native popover), opened by the bottom bar's 'Filtros (n)' before
 * hydration and without JavaScript too, and closed by 'Ver resultados', its close button, Escape or a tap outside.
 *
 * A GET form to the catalogue's address, so filtering works before hydration and without JavaScript:
 * before hydration a tick, a colour or a select leads to the new address at once (`data-navigate-on-change`,
 * read by the host's early-events script); without JavaScript 'Aplicar filtros' (on phones also 'Ordenar')
 * sends it. Hydrated, each control changes the address without a reload.
 */
export function FiltersPanel({ onSubmit, search, sort, children }: FiltersPanelProps) {
  // The catalogue's own address: where the form leads, and what 'Limpiar' goes back to.
  const { pathname: action } = useLocation();
  const { sheetId } = useFilterSheet();
  const closeButton = useRef<HTMLButtonElement>(null);

  const focusWhenOpen = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') closeButton.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <section className={styles.panel} aria-label="Filtros">
      <form className={styles.body} method="get" action={action} data-navigate-on-change="" onSubmit={submit}>
        {search}
        <div id={sheetId} className={styles.sheet} popover="auto" onToggle={focusWhenOpen}>
          <div className={styles.sheetHeader}>
            <h2 className={styles.sheetTitle}>Filtros</h2>
            <button
              ref={closeButton}
              type="button"
              className={styles.sheetClose}
              popoverTarget={sheetId}
              popoverTargetAction="hide"
            >
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
            <button type="button" className={styles.showResults} popoverTarget={sheetId} popoverTargetAction="hide">
              Ver resultados
            </button>
          </div>
        </div>
        <div className={styles.sortFields}>
          {sort}
          <button type="submit" className={styles.sortWithoutScripts}>
            Ordenar
          </button>
        </div>
      </form>
    </section>
  );
}

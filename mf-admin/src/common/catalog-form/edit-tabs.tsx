import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './edit-tabs.module.css';

export const EDIT_TABS = [
  ['datos', 'Datos'],
  ['historial', 'Historial'],
] as const;

export type EditTab = (typeof EDIT_TABS)[number][0];

interface EditTabsProps {
  selected: EditTab;
  onSelect: (tab: EditTab) => void;
  /** Each tab's panel; the unselected one stays mounted but hidden (the form keeps its fields). */
  panels: Record<EditTab, ReactNode>;
}

/** 'Datos' and 'Historial' of an edit page, as an ARIA tab list (arrow keys move between tabs). */
export function EditTabs({ selected, onSelect, panels }: EditTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<EditTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = EDIT_TABS.findIndex(([tab]) => tab === selected);
    const step = event.key === 'ArrowRight' ? 1 : EDIT_TABS.length - 1;
    const next = EDIT_TABS[(index + step) % EDIT_TABS.length];
    if (!next) return;
    onSelect(next[0]);
    tabRefs.current[next[0]]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Secciones del producto" className={styles.tabs}>
        {EDIT_TABS.map(([tab, label]) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-controls={`${baseId}-${tab}`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {EDIT_TABS.map(([tab]) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-${tab}`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          hidden={tab !== selected}
        >
          {panels[tab]}
        </div>
      ))}
    </>
  );
}

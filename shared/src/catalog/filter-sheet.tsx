import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { splitList } from '@shop/contract';

/** The filter panel, opened as a sheet on phones from the catalogue's bottom bar. */
export interface FilterSheet {
  panelId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** How many filters are applied: 'Filtros (n)'. */
  activeCount: number;
  /** The bar's button, where focus returns when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const FilterSheetContext = createContext<FilterSheet | null>(null);

/** Each category counts on its own; any other filter with a value counts once. */
export function activeFilterCount(filters: Readonly<Record<string, string>>): number {
  return Object.entries(filters).reduce(
    (count, [key, value]) => count + (key === 'categoria' ? splitList(value).length : value ? 1 : 0),
    0,
  );
}

export function FilterSheetProvider({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sheet = useMemo(() => ({ panelId, open, setOpen, activeCount, opener }), [panelId, open, activeCount]);
  return <FilterSheetContext.Provider value={sheet}>{children}</FilterSheetContext.Provider>;
}

/** The catalogue's filter sheet; outside a catalogue page (a lone panel) it has its own state. */
export function useFilterSheet(): FilterSheet {
  const shared = useContext(FilterSheetContext);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return shared ?? { panelId, open, setOpen, activeCount: 0, opener };
}

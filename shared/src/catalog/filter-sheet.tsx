import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { splitList } from '@shop/contract';

/**
 * The filter panel, opened as a sheet on phones from the catalogue's bottom bar. The sheet is a native popover
 * (`popover`, opened by `popovertarget`): it opens before hydration and without JavaScript, and the browser
 * closes it on Escape or a tap outside and gives focus back to 'Filtros'.
 */
export interface FilterSheet {
  /** The sheet's id, which 'Filtros', 'Ver resultados' and its close button point at. */
  sheetId: string;
  /** How many filters are applied: 'Filtros (n)'. */
  activeCount: number;
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
  const sheetId = useId();
  const sheet = useMemo(() => ({ sheetId, activeCount }), [sheetId, activeCount]);
  return <FilterSheetContext.Provider value={sheet}>{children}</FilterSheetContext.Provider>;
}

/** The catalogue's filter sheet; outside a catalogue page (a lone panel) it has its own id. */
export function useFilterSheet(): FilterSheet {
  const shared = useContext(FilterSheetContext);
  const sheetId = useId();
  return shared ?? { sheetId, activeCount: 0 };
}

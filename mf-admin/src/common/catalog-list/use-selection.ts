import { useState } from 'react';

/** The rows ticked for a bulk action, by id. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  function select(ids: readonly number[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return { selected, select, clear: () => setSelected(new Set()) };
}

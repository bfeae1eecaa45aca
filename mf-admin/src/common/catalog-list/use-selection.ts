import { useMemo, useState } from 'react';
import type { CatalogListItem } from '../admin-api/catalog-types';

/**
 * The rows ticked for a bulk action, as they were listed when ticked (on any page): a bulk price change previews
 * their prices and sends the versions they were listed at.
 */
export function useSelection() {
  const [rows, setRows] = useState<ReadonlyMap<number, CatalogListItem>>(new Map());
  const selected = useMemo<ReadonlySet<number>>(() => new Set(rows.keys()), [rows]);

  function select(items: readonly CatalogListItem[], checked: boolean) {
    setRows((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (checked) next.set(item.id, item);
        else next.delete(item.id);
      }
      return next;
    });
  }

  return { selected, items: [...rows.values()], select, clear: () => setRows(new Map()) };
}

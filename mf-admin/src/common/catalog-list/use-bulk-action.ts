import { errorMessage } from '@shop/shared/api';
import { useAdminCatalogBulkMutation } from '../admin-api/admin-catalog-api';
import type { BulkAction, CatalogTable } from '../admin-api/catalog-types';
import { useToast } from '../toast/toast-context';
import type { RestoreResult } from './use-undoable-delete';

interface BulkActionOptions {
  table: CatalogTable;
  selected: ReadonlySet<number>;
  /** Called once the action is applied: the selection is done with. */
  onApplied: () => void;
  offerUndo: (ids: readonly number[], undo: () => Promise<RestoreResult>) => void;
}

/** Applies an action to the selected items; Eliminar offers to undo it, the rest say what changed. */
export function useBulkAction({ table, selected, onApplied, offerUndo }: BulkActionOptions) {
  const toast = useToast();
  const [bulk, { isLoading: busy }] = useAdminCatalogBulkMutation();

  async function run(accion: BulkAction, done: string) {
    const ids = [...selected];
    const result = await bulk({ table, ids, accion });
    if ('error' in result) {
      toast.show({ tone: 'error', title: `No se pudo aplicar a la selección: ${errorMessage(result.error, 'Error')}` });
      return;
    }
    onApplied();
    if (accion === 'eliminar') offerUndo(ids, () => bulk({ table, ids, accion: 'restaurar' }));
    else toast.show({ tone: 'success', title: `${done}: ${ids.length}` });
  }

  return { run, busy };
}

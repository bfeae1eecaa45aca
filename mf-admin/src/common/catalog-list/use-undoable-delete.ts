import { useState } from 'react';
import { type UndoResult, useUndoToast } from './use-undo-toast';

export type RestoreResult = UndoResult;

/**
 * Items deleted here leave the list at once; 'Eliminado · Deshacer' stays for 10 s and Deshacer brings
 * them back.
 */
export function useUndoableDelete() {
  const showUndo = useUndoToast();
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());

  function offerUndo(ids: readonly number[], undo: () => Promise<RestoreResult>) {
    setHiddenIds((current) => new Set([...current, ...ids]));
    showUndo({
      title: ids.length === 1 ? 'Eliminado' : `Eliminados: ${ids.length}`,
      undo,
      onUndone: () => setHiddenIds((current) => new Set([...current].filter((hidden) => !ids.includes(hidden)))),
      undoneTitle: 'Restaurado',
    });
  }

  return { hiddenIds, offerUndo };
}

import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { useToast } from '../toast/toast-context';

/** How long 'Eliminado · Deshacer' stays on screen. */
const UNDO_MS = 10_000;

export type RestoreResult = { error: unknown } | { data: unknown };

/**
 * Items deleted here leave the list at once; 'Eliminado · Deshacer' stays for 10 s and Deshacer brings
 * them back.
 */
export function useUndoableDelete() {
  const toast = useToast();
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());

  function offerUndo(ids: readonly number[], undo: () => Promise<RestoreResult>) {
    setHiddenIds((current) => new Set([...current, ...ids]));
    toast.show({
      tone: 'success',
      title: ids.length === 1 ? 'Eliminado' : `Eliminados: ${ids.length}`,
      durationMs: UNDO_MS,
      action: {
        label: 'Deshacer',
        onAction: () => {
          toast.dismiss();
          void undo().then((result) => {
            if ('error' in result) {
              toast.show({ tone: 'error', title: `No se pudo deshacer: ${errorMessage(result.error, 'Error')}` });
              return;
            }
            setHiddenIds((current) => new Set([...current].filter((hidden) => !ids.includes(hidden))));
            toast.show({ tone: 'success', title: 'Restaurado', durationMs: UNDO_MS });
          });
        },
      },
    });
  }

  return { hiddenIds, offerUndo };
}

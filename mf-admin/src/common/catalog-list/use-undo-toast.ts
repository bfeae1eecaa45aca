import { errorMessage } from '@shop/shared/api';
import { useToast } from '../toast/toast-context';

/** How long a 'Deshacer' stays on screen. */
export const UNDO_MS = 10_000;

export type UndoResult = { error: unknown } | { data: unknown };

interface UndoOffer {
  title: string;
  undo: () => Promise<UndoResult>;
  /** After the undo went through; `undoneTitle` is said then. */
  onUndone?: () => void;
  undoneTitle: string;
}

/** A success toast with 'Deshacer' for 10 s: the one way list changes are undone (delete, bulk prices). */
export function useUndoToast() {
  const toast = useToast();

  return function offerUndo({ title, undo, onUndone, undoneTitle }: UndoOffer) {
    toast.show({
      tone: 'success',
      title,
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
            onUndone?.();
            toast.show({ tone: 'success', title: undoneTitle, durationMs: UNDO_MS });
          });
        },
      },
    });
  };
}

import { ConfirmDialog } from '../ui/confirm-dialog';

interface BulkDeleteDialogProps {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** '¿Eliminar 3 productos?': a bulk delete says how many before it runs (it can still be undone for 10 s). */
export function BulkDeleteDialog({ count, onConfirm, onClose }: BulkDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={count === 1 ? '¿Eliminar 1 producto?' : `¿Eliminar ${count} productos?`}
      confirmLabel="Eliminar"
      danger
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>Se borran junto con sus imágenes. Vas a poder deshacerlo durante 10 segundos.</p>
    </ConfirmDialog>
  );
}

import { errorMessage } from '@shop/shared/api';
import { useAdminCatalogDeleteMutation } from '../admin-api/admin-catalog-api';
import type { CatalogListItem, CatalogTable } from '../admin-api/catalog-types';
import { ConfirmDialog } from '../ui/confirm-dialog';
import styles from './catalog-list.module.css';

interface DeleteDialogProps {
  table: CatalogTable;
  item: CatalogListItem;
  failedText: string;
  onDeleted: (id: number) => void;
  onClose: () => void;
}

/** 'Eliminar {name}?': confirm deletes; a failure stays inside the dialog. */
export function DeleteDialog({ table, item, failedText, onDeleted, onClose }: DeleteDialogProps) {
  const [remove, { isLoading, error, reset }] = useAdminCatalogDeleteMutation();

  async function confirm() {
    // The row's version as shown: a delete of an item changed since is refused (412), not done blindly.
    const etag = item.version === undefined ? null : `"${item.version}"`;
    const result = await remove({ table, id: item.id, etag });
    if (!('error' in result)) onDeleted(item.id);
  }

  return (
    <ConfirmDialog
      title={`Eliminar ${item.nombre}?`}
      confirmLabel="Eliminar"
      busy={isLoading}
      busyLabel="Eliminando…"
      danger
      onConfirm={() => void confirm()}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      <p>Se borra junto con sus imágenes. Vas a poder deshacerlo durante 10 segundos.</p>
      {error && (
        <p className={styles.dialogError} role="alert">
          {failedText}: {errorMessage(error, 'Error al eliminar')}
        </p>
      )}
    </ConfirmDialog>
  );
}

import { useAdminCatalogItemQuery } from '../admin-api/admin-catalog-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';

export const CONFLICT_TITLE = 'Este producto cambió en otra pestaña o por otro usuario';

interface ConflictDialogProps<V extends BaseValues> {
  kind: CatalogFormKind<V>;
  id: number;
  values: V;
  labelOf: (field: string) => string | null;
  onReload: () => void;
  onClose: () => void;
}

/** The fields whose stored value is not what the form holds. */
function differingFields<V extends BaseValues>(stored: V, edited: V): string[] {
  return Object.keys(stored).filter(
    (field) => JSON.stringify(stored[field as keyof V]) !== JSON.stringify(edited[field as keyof V]),
  );
}

/** A save refused with 412: says so, shows which fields differ from what is stored now, offers to reload. */
export function ConflictDialog<V extends BaseValues>({
  kind,
  id,
  values,
  labelOf,
  onReload,
  onClose,
}: ConflictDialogProps<V>) {
  const current = useAdminCatalogItemQuery({ table: kind.table, id }, { refetchOnMountOrArgChange: true });
  const labels = current.data
    ? [...new Set(differingFields(kind.fromRecord(current.data.record), values).flatMap((f) => labelOf(f) ?? []))]
    : [];

  return (
    <ConfirmDialog
      title={CONFLICT_TITLE}
      confirmLabel="Recargar"
      cancelLabel="Seguir editando"
      onConfirm={onReload}
      onCancel={onClose}
    >
      <p>No guardamos tus cambios para no pisar los otros. Recargá para ver la versión guardada.</p>
      {current.isFetching && <p role="status">Comparando…</p>}
      {!current.isFetching && labels.length > 0 && (
        <>
          <p>Campos distintos de lo guardado:</p>
          <ul>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}

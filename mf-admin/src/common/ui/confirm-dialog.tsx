import type { ReactNode } from 'react';
import { Dialog } from '@shop/shared/ui/dialog';
import buttons from './buttons.module.css';
import styles from './confirm-dialog.module.css';

/** Confirm runs `onConfirm`, or submits the form inside whose id is `confirmForm` (Enter in a field does too). */
type ConfirmAction = { onConfirm: () => void; confirmForm?: never } | { confirmForm: string; onConfirm?: never };

type ConfirmDialogProps = ConfirmAction & {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  onCancel: () => void;
};

/**
 * A modal question on the site's Dialog: focus goes to the first field when it asks for something,
 * else to Cancel (the safe choice), and back where it was; Escape and a click on the backdrop
 * cancel, except while busy.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  busyLabel,
  danger = false,
  onConfirm,
  onCancel,
  confirmForm,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} locked={busy} closeButton={false} className={styles.dialog}>
      {children}
      <div className={styles.actions}>
        <button className={buttons.secondary} type="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          className={danger ? buttons.danger : buttons.primary}
          type={confirmForm ? 'submit' : 'button'}
          form={confirmForm}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import buttons from './buttons.module.css';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The id of a form inside: confirm submits it (Enter in a field does too). */
  confirmForm?: string;
}

/**
 * A modal question: focus moves in (to Cancel, the safe choice), stays inside while open and
 * returns where it was; Escape and a click on the backdrop cancel.
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
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Into the first field when the dialog asks for something, else to Cancel, the safe choice.
    (dialogRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? cancelRef.current)?.focus();
    return () => previous?.focus();
  }, []);

  // Escape cancels; Tab and Shift+Tab cycle inside the dialog.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && !busy) {
        event.preventDefault();
        onCancel();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = [
        ...dialogRef.current.querySelectorAll<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled)'),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialogRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onCancel]);

  return (
    // The backdrop click is a mouse shortcut; keyboard users have Escape and the Cancel button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          <button ref={cancelRef} className={buttons.secondary} type="button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            className={danger ? buttons.danger : buttons.primary}
            type={confirmForm ? 'submit' : 'button'}
            form={confirmForm}
            onClick={confirmForm ? undefined : onConfirm}
            disabled={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

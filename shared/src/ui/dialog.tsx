import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> with showModal(): the browser keeps focus inside, makes the
 * page behind inert, closes on Escape and gives focus back to what opened it. A click on the
 * backdrop and the '×' button close it too.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The box fills the dialog's own area; a click that lands on the <dialog> itself is on the backdrop.
  const clickOutside = useEffectEvent((event: MouseEvent) => {
    if (event.target === ref.current) onClose();
  });
  useEffect(() => {
    const dialog = ref.current;
    dialog?.addEventListener('click', clickOutside);
    return () => dialog?.removeEventListener('click', clickOutside);
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <div className={styles.box}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Cerrar</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  /** Whether it is shown; a dialog mounted only while needed leaves it out. */
  open?: boolean;
  /** The heading of a panel; the dialog's name when its content brings its own controls. */
  title: string;
  /** Asked for on Escape, on a click on the backdrop and by the '×' button. */
  onClose: () => void;
  children: ReactNode;
  /**
   * 'panel': a box with the title and a '×' button on top. 'bare': only the children (the title
   * names the dialog), which bring their own close control and look (`className`).
   */
  variant?: 'panel' | 'bare';
  /** The panel's '×' button (a question answered by its own buttons leaves it out). */
  closeButton?: boolean;
  /** While true, Escape and the backdrop do nothing (a request the dialog started is under way). */
  locked?: boolean;
  className?: string;
  /**
   * The id of a native popover the dialog also is (`popover`), opened by a button's `popovertarget`
   * before hydration and without JavaScript: its content is then always in the page. Once hydrated, the
   * opener opens it as the modal dialog instead (a popover still open from before is closed first).
   */
  popoverId?: string;
}

/**
 * The site's one modal dialog, on the native <dialog> with showModal(): the browser makes the page
 * behind inert and keeps focus inside. Focus goes to the first control, or to the one marked
 * `data-autofocus`, and back to where it was on close; the page does not scroll behind it.
 */
export function Dialog({
  open = true,
  title,
  onClose,
  children,
  variant = 'panel',
  closeButton = true,
  locked = false,
  className,
  popoverId,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  const onCancel = useEffectEvent((event: Event) => {
    if (locked) event.preventDefault();
  });
  // A close the page did not ask for: Escape, or the browser closing it on a repeated Escape
  // even when the cancel is refused.
  const onNativeClose = useEffectEvent(() => {
    if (!open) return;
    if (locked) ref.current?.showModal();
    else onClose();
  });
  // The content fills the dialog's own box: a click that lands on the <dialog> itself is beside it.
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.target === ref.current && !locked) onClose();
  });

  // A layout effect: on unmount its cleanup runs while the dialog is still in the page, so closing it
  // gives the page back before focus returns there.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    const cancel = (event: Event) => onCancel(event);
    const close = () => onNativeClose();
    const click = (event: MouseEvent) => onClick(event);
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', close);
    dialog.addEventListener('click', click);
    if (popoverId) dialog.hidePopover();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', close);
      dialog.removeEventListener('click', click);
      if (dialog.open) dialog.close();
      body.style.overflow = previousOverflow;
      previousFocus?.focus();
    };
  }, [open, popoverId]);

  const dialogClass = `${variant === 'panel' ? styles.dialog : styles.bare} ${className ?? ''}`;
  const shown = open || popoverId !== undefined;
  const popover = popoverId ? ({ id: popoverId, popover: 'auto' } as const) : {};
  if (variant === 'bare') {
    return (
      <dialog ref={ref} className={dialogClass} aria-label={title} {...popover}>
        {shown && children}
      </dialog>
    );
  }
  return (
    <dialog ref={ref} className={dialogClass} aria-labelledby={titleId} {...popover}>
      {shown && (
        <div className={styles.box}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeButton && (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                disabled={locked}
                popoverTarget={popoverId}
                popoverTargetAction={popoverId ? 'hide' : undefined}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Cerrar</span>
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

import { useEffect } from 'react';
import type { CurrentToast } from './toast-types';
import styles from './toast.module.css';

interface ToastRegionProps {
  current: CurrentToast | null;
  onDismiss: () => void;
}

/** Always in the page, so screen readers announce what enters it. */
export function ToastRegion({ current, onDismiss }: ToastRegionProps) {
  const duration = current?.toast.durationMs;
  const serial = current?.serial;
  useEffect(() => {
    if (!duration) return;
    const timer = window.setTimeout(onDismiss, duration);
    return () => window.clearTimeout(timer);
  }, [duration, serial, onDismiss]);

  const toast = current?.toast;
  return (
    <div className={styles.region} aria-live="polite">
      {toast && (
        <div
          key={serial}
          className={`${styles.toast} ${styles[toast.tone]}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <p className={styles.title}>
            {toast.title}
            {toast.action && (
              <>
                {' · '}
                <button className={styles.action} type="button" onClick={toast.action.onAction}>
                  {toast.action.label}
                </button>
              </>
            )}
          </p>
          {toast.children && <div className={styles.actions}>{toast.children}</div>}
          <button className={styles.close} type="button" aria-label="Cerrar aviso" onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

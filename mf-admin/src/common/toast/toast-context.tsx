import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ToastRegion } from './toast-region';
import type { CurrentToast, Toast } from './toast-types';

interface ToastApi {
  /** Shows a message in place of the one before. */
  show: (toast: Toast) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** One message at a time in an ARIA live region: a new one replaces the old, so none lingers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const show = useCallback(
    (toast: Toast) => setCurrent((before) => ({ toast, serial: (before?.serial ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion current={current} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast necesita un ToastProvider');
  return api;
}

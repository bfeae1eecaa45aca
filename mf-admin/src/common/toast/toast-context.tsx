import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ToastRegion } from './toast-region';

export interface Toast {
  tone: 'success' | 'error';
  title: string;
  /** One button on the title's line, read with it: 'Eliminado · Deshacer'. */
  action?: { label: string; onAction: () => void };
  /** Links or buttons under the title (Ver ficha pública, Cargar otra…). */
  children?: ReactNode;
  /** Removed after this long; without it, it stays until replaced or closed. */
  durationMs?: number;
}

interface ToastApi {
  /** Shows a message in place of the one before. */
  show: (toast: Toast) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** One message at a time in an ARIA live region: a new one replaces the old, so none lingers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ toast: Toast; serial: number } | null>(null);
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

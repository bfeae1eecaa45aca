import type { ReactNode } from 'react';

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

/** The toast on screen; `serial` tells a new message from the same one shown again. */
export interface CurrentToast {
  toast: Toast;
  serial: number;
}

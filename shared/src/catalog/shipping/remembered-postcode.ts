import { useSyncExternalStore } from 'react';

/** Where the last postcode a shopper quoted is kept, for the next product page. */
export const POSTCODE_KEY = 'codigo-postal';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stored(): string {
  try {
    return window.localStorage.getItem(POSTCODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a postcode the shopper quoted; storage refused (private mode) only means it is not remembered. */
export function rememberPostcode(postcode: string) {
  try {
    window.localStorage.setItem(POSTCODE_KEY, postcode);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/** The remembered postcode: '' on the server and in the first render, so hydration matches. */
export function useRememberedPostcode(): string {
  return useSyncExternalStore(subscribe, stored, () => '');
}

import { isAnyOf, type Dispatch, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { parseLine, type EnquiryLine } from './enquiry-line';
import {
  enquiryRestored,
  lineAdded,
  lineChecked,
  lineRemoved,
  quantityChanged,
  type EnquiryState,
} from './enquiry-slice';

/** The localStorage key of the enquiry list. */
export const ENQUIRY_KEY = 'mi-consulta';

/** The list this browser keeps; empty when there is none, storage is unavailable or what is kept is not a list. */
export function readStoredEnquiry(): EnquiryLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ENQUIRY_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.map(parseLine).filter((line): line is EnquiryLine => line !== null);
  } catch {
    return [];
  }
}

function writeStoredEnquiry(lines: readonly EnquiryLine[]): void {
  try {
    if (lines.length) localStorage.setItem(ENQUIRY_KEY, JSON.stringify(lines));
    else localStorage.removeItem(ENQUIRY_KEY);
  } catch {
    // Storage full or blocked (private mode): the list still works in this tab.
  }
}

/** Keeps the shopper's changes to the list in localStorage, outside the reducers. */
export function persistEnquiry(listener: ListenerMiddlewareInstance): void {
  listener.startListening.withTypes<{ enquiry: EnquiryState }>()({
    matcher: isAnyOf(lineAdded, lineChecked, quantityChanged, lineRemoved),
    effect: (_action, api) => writeStoredEnquiry(api.getState().enquiry.lines),
  });
}

/** A change made in another tab of the site reaches this one (a storage event). */
export function syncEnquiryAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ENQUIRY_KEY || event.key === null) dispatch(enquiryRestored(readStoredEnquiry()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

import { afterEach, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { makeStore } from '@shop/shared/store';
import type { EnquiryLine } from './enquiry-line';
import { lineAdded, selectEnquiryLines, selectEnquiryRestored } from './enquiry-slice';
import { ENQUIRY_KEY, readStoredEnquiry } from './enquiry-storage';

const helmet: EnquiryLine = { type: 'accesorio', id: 7, nombre: 'Casco', precio: 30_000, cantidad: 2 };

afterEach(() => localStorage.clear());

describe('the enquiry list in this browser', () => {
  it('is kept in localStorage as the shopper changes it', () => {
    const store = makeStore();
    store.dispatch(lineAdded(helmet));

    expect(readStoredEnquiry()).toEqual([helmet]);
  });

  it('follows a change made in another tab', () => {
    const store = makeStore();
    localStorage.setItem(ENQUIRY_KEY, JSON.stringify([helmet]));

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ENQUIRY_KEY }));
    });

    expect(selectEnquiryLines(store.getState())).toEqual([helmet]);
    expect(selectEnquiryRestored(store.getState())).toBe(true);
  });

  it('reads as empty what is not a list', () => {
    localStorage.setItem(ENQUIRY_KEY, '{"no": "lista"');
    expect(readStoredEnquiry()).toEqual([]);
    localStorage.setItem(ENQUIRY_KEY, JSON.stringify([helmet, { id: 'x' }]));
    expect(readStoredEnquiry()).toEqual([helmet]);
  });
});

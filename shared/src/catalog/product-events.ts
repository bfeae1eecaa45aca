import { type EnquiryEvent, EVENTS_PATH } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { siteConfig } from '@shop/shared/config';

/**
 * Tells the shop's API that a product was seen or its chat link clicked. A beacon: the browser sends it even as
 * the page goes away (the chat opens in another tab), nothing waits for it and its answer is never read. The body
 * goes as text/plain, which needs no CORS preflight; the API reads the JSON in it.
 */
export function sendProductEvent(event: EnquiryEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(`${siteConfig.apiUrl}${EVENTS_PATH}`, JSON.stringify(event));
  } catch {
    // A beacon the browser refuses (over its quota) is dropped: the page never fails for a count.
  }
}

/**
 * Sends one 'vista' when a product's page opens, with the choice it opened with (not again on re-renders); none
 * while `skip` (the admin's preview of a hidden product, which the shop does not count).
 */
export function useProductViewEvent(event: Omit<EnquiryEvent, 'evento'>, skip = false): void {
  const sentFor = useRef<number | null>(null);
  const { tipo, id } = event;
  const opened = useRef(event);
  useEffect(() => {
    // Strict mode runs effects twice on mount; the ref survives, so the product counts one view.
    if (skip || sentFor.current === id) return;
    sentFor.current = id;
    sendProductEvent({ ...opened.current, tipo, id, evento: 'vista' });
  }, [tipo, id, skip]);
}

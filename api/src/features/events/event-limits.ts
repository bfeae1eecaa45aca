import { createHmac, randomBytes } from 'node:crypto';
import type { EnquiryEvent } from '@shop/contract';
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Argentina is UTC−3 all year: the shop's day starts at 03:00 UTC. */
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface EventLimitOptions {
  /** Events of one kind one address may count for one product in a shop day. */
  perProduct: number;
  /** Events of any kind one address may count in a shop day. */
  perAddress: number;
}

export const EVENT_LIMITS: EventLimitOptions = { perProduct: 3, perAddress: 300 };

/** How many windows (address, or address and product) one instance keeps; the oldest used is forgotten first. */
const KEPT_WINDOWS = 100_000;

/**
 * Per-instance, in-memory limits on what one address may add to the counts in a shop day. They are not in the
 * database on purpose: they would need a row per visitor, which is what the counts avoid storing. The address is
 * kept only as a keyed hash whose key lives in this process, and only for the day. With N instances behind a
 * balancer an address may reach N times the limit; a forgotten window (more than KEPT_WINDOWS in a day) starts
 * over.
 */
export function createEventLimits(options: EventLimitOptions = EVENT_LIMITS) {
  const key = randomBytes(32);
  const windows = new LRUCache<string, number>({ max: KEPT_WINDOWS, ttl: DAY_MS });
  const take = (window: string, limit: number) => {
    const used = windows.get(window) ?? 0;
    if (used >= limit) return false;
    windows.set(window, used + 1, { noUpdateTTL: used > 0 });
    return true;
  };
  /** Whether this event may be counted, counting it against the address's limits when it may. */
  return (address: string, event: Pick<EnquiryEvent, 'tipo' | 'id' | 'evento'>, now = Date.now()): boolean => {
    const day = Math.floor((now - SHOP_OFFSET_MS) / DAY_MS);
    const who = createHmac('sha256', key).update(address).digest('base64url');
    const product = `${who} ${day} ${event.tipo} ${event.id} ${event.evento}`;
    if ((windows.get(product) ?? 0) >= options.perProduct) return false;
    return take(`${who} ${day}`, options.perAddress) && take(product, options.perProduct);
  };
}

export type EventLimits = ReturnType<typeof createEventLimits>;

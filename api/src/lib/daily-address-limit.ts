import { createHmac, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Argentina is UTC−3 all year: the shop's day starts at 03:00 UTC. */
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;

/** How many addresses one instance keeps; the oldest used is forgotten first. */
const KEPT_ADDRESSES = 100_000;

/**
 * A per-instance, in-memory allowance of `perDay` uses per address and shop day, as the product events'
 * (features/events/event-limits.ts): no row per visitor in the database, the address kept only as a keyed hash
 * whose key lives in this process, and only for the day. With N instances behind a balancer an address may reach
 * N times the allowance; a forgotten address starts over.
 */
export function createDailyAddressLimit(perDay: number) {
  const key = randomBytes(32);
  const used = new LRUCache<string, number>({ max: KEPT_ADDRESSES, ttl: DAY_MS });
  /** Whether the address may use one more today, counting it when it may. */
  return (address: string, now = Date.now()): boolean => {
    const day = Math.floor((now - SHOP_OFFSET_MS) / DAY_MS);
    const window = `${createHmac('sha256', key).update(address).digest('base64url')} ${day}`;
    const count = used.get(window) ?? 0;
    if (count >= perDay) return false;
    used.set(window, count + 1, { noUpdateTTL: count > 0 });
    return true;
  };
}

export type DailyAddressLimit = ReturnType<typeof createDailyAddressLimit>;

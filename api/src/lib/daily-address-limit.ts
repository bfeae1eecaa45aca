import { createHmac, randomBytes } from 'node:crypto';
import { shopDay } from '@shop/contract';
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many windows one instance keeps; the oldest used is forgotten first. */
const KEPT_WINDOWS = 100_000;

/**
 * Per-instance, in-memory counts of what an address did in a shop day: no row per visitor in the database, the
 * address kept only as a keyed hash whose key lives in this process, and only for the day. With N instances behind
 * a balancer an address may reach N times an allowance; a forgotten window (more than KEPT_WINDOWS in a day) starts
 * over.
 */
export function createDailyWindows() {
  const key = randomBytes(32);
  const counts = new LRUCache<string, number>({ max: KEPT_WINDOWS, ttl: DAY_MS });
  return {
    /** The address's window for the shop day of `now`; a narrower one is this followed by what it counts. */
    of(address: string, now = Date.now()): string {
      return `${createHmac('sha256', key).update(address).digest('base64url')} ${shopDay(new Date(now))}`;
    },
    used: (window: string): number => counts.get(window) ?? 0,
    /** Whether the window has room for one more under `limit`, counting it when it has. */
    take(window: string, limit: number): boolean {
      const used = counts.get(window) ?? 0;
      if (used >= limit) return false;
      counts.set(window, used + 1, { noUpdateTTL: used > 0 });
      return true;
    },
  };
}

/** An allowance of `perDay` uses per address and shop day. */
export function createDailyAddressLimit(perDay: number) {
  const windows = createDailyWindows();
  return (address: string, now = Date.now()): boolean => windows.take(windows.of(address, now), perDay);
}

export type DailyAddressLimit = ReturnType<typeof createDailyAddressLimit>;

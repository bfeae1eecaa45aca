const WINDOW_MS = 15 * 60 * 1000;

/** What failures are counted by, and how many are allowed in the window. */
export interface ThrottleKey {
  key: string;
  limit: number;
}

interface Failures {
  count: number;
  firstAt: number;
}

/** Counts failed sign-ins per account and per address; past the limit, sign-in waits. */
export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, Failures>();

  function current(key: string): Failures | null {
    const entry = failures.get(key);
    if (!entry) return null;
    if (now() - entry.firstAt > WINDOW_MS) {
      failures.delete(key);
      return null;
    }
    return entry;
  }

  return {
    /** Seconds to wait before trying again, or 0. */
    retryAfter(keys: ThrottleKey[]): number {
      const blocked = keys
        .map(({ key, limit }) => ({ entry: current(key), limit }))
        .filter(({ entry, limit }) => (entry?.count ?? 0) >= limit)
        .map(({ entry }) => entry as Failures);
      if (blocked.length === 0) return 0;
      return Math.ceil(Math.max(...blocked.map((entry) => entry.firstAt + WINDOW_MS - now())) / 1000);
    },
    fail(keys: ThrottleKey[]): void {
      for (const { key } of keys) {
        const entry = current(key);
        failures.set(key, entry ? { ...entry, count: entry.count + 1 } : { count: 1, firstAt: now() });
      }
    },
    succeed(keys: ThrottleKey[]): void {
      for (const { key } of keys) failures.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

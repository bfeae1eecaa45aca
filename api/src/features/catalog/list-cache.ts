export interface ListCacheOptions {
  /** How long an answer may be reused; 0 turns the cache off. */
  ttlMs: number;
  /** Oldest answers are dropped past this many, so odd queries cannot fill the memory. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  body: string;
  expiresAt: number;
}

/**
 * Public list answers of one catalogue, kept briefly in memory: reads outnumber writes by far.
 * Every write to the catalogue empties it when it starts and when it ends; a read that was running
 * meanwhile is not stored (its generation is stale), so this process never serves an answer older
 * than its own last write. The TTL bounds what other processes' writes on a shared PostgreSQL may take.
 */
export function createListCache({ ttlMs, maxEntries = 500, now = Date.now }: ListCacheOptions) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    enabled: ttlMs > 0,
    generation: (): number => generation,
    get(key: string): string | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.body;
    },
    /** Keeps `body` only if no write started or ended since the read began at `readGeneration`. */
    set(key: string, body: string, readGeneration: number): void {
      if (ttlMs <= 0 || readGeneration !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { body, expiresAt: now() + ttlMs });
    },
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;

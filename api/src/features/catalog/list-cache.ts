import { lifeWithinShopDay } from '@shop/contract';
import { LRUCache } from 'lru-cache';

export interface ListCacheOptions {
  /** How long an answer may be reused; 0 turns the cache off. */
  ttlMs: number;
  /** Least recently used answers are dropped past this many, so odd queries cannot fill the memory. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Public list answers of one catalogue, kept briefly in memory: reads outnumber writes by far.
 * Every write to the catalogue empties it when it starts and when it ends; a read that was running
 * meanwhile is not stored (its generation is stale), so this process never serves an answer older
 * than its own last write. The TTL bounds what other processes' writes on a shared PostgreSQL may take, and no
 * answer outlives the midnight in Argentina after it (a sale starts or ends then: 'En oferta' and its count change).
 */
/** When a read began: the writes it may have missed, and the moment its data is from. */
export interface ReadStart {
  generation: number;
  at: number;
}

export function createListCache({ ttlMs, maxEntries = 500, now = Date.now }: ListCacheOptions) {
  const answers = new LRUCache<string, string>({
    max: maxEntries,
    ttl: Math.max(0, ttlMs),
    perf: { now },
    ttlResolution: 0,
  });
  let generation = 0;

  return {
    enabled: ttlMs > 0,
    readStart: (): ReadStart => ({ generation, at: now() }),
    get: (key: string): string | null => answers.get(key) ?? null,
    /**
     * Keeps `body` only if no write started or ended since the read began, and for what is left of the life of data
     * read then: a read that began before a midnight in Argentina and ended after it is not kept.
     */
    set(key: string, body: string, read: ReadStart): void {
      const left = read.at + lifeWithinShopDay(ttlMs, read.at) - now();
      if (ttlMs <= 0 || read.generation !== generation || left <= 0) return;
      answers.set(key, body, { ttl: left });
    },
    invalidate(): void {
      generation += 1;
      answers.clear();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;

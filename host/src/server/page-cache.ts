import { lifeWithinShopDay } from '@shop/contract';
import { LRUCache } from 'lru-cache';

export interface PageCacheOptions<V> {
  /** How long a finished page is served again; 0 turns the cache (and the sharing of renders) off. */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
  now?: () => number;
}

/** A render's result: reusable when any other visitor asking for the same page would get the same one. */
export interface Rendered<V> {
  value: V;
  reusable: boolean;
}

/** HIT: served without rendering (from the cache, or from a render another request started). */
export type CacheOutcome = 'HIT' | 'MISS';

type Render<V> = () => Promise<Rendered<V>>;

/** How lru-cache's `fetch` found a page without this request rendering it. */
const SERVED = new Set(['hit', 'inflight']);

/**
 * Micro-cache of server-rendered public pages: every page the server renders is anonymous, so one
 * that finished whole is served again for a short time instead of being rendered once per visitor.
 * Bounded by count and bytes (the least recently used goes first); visitors asking for a page that
 * is being rendered wait for that render instead of starting their own (lru-cache's `fetch`).
 */
export class PageCache<V> {
  private readonly pages: LRUCache<string, Rendered<V>, Render<V>> | null;

  constructor({ ttlMs, maxEntries, maxBytes, sizeOf, now = Date.now }: PageCacheOptions<V>) {
    this.pages =
      ttlMs > 0
        ? new LRUCache<string, Rendered<V>, Render<V>>({
            ttl: ttlMs,
            max: maxEntries,
            maxSize: maxBytes,
            // A page that is not reusable counts as larger than the cache: it reaches the requests waiting for
            // its render and is never kept. lru-cache counts no entry as empty.
            sizeCalculation: (rendered) => (rendered.reusable ? Math.max(1, sizeOf(rendered.value)) : maxBytes + 1),
            fetchMethod: async (_key, _stale, { context, options }) => {
              const started = now();
              const rendered = await context();
              // A sale starts and ends at midnight in Argentina: a page read before one is not served after it.
              const life = lifeWithinShopDay(ttlMs, started) - (now() - started);
              if (life <= 0) return { ...rendered, reusable: false };
              options.ttl = life;
              return rendered;
            },
            // A render evicted while it runs still answers the requests waiting for it.
            ignoreFetchAbort: true,
            perf: { now },
            ttlResolution: 0,
          })
        : null;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages?.size ?? 0, bytes: this.pages?.calculatedSize ?? 0 };
  }

  async serve(key: string, render: Render<V>): Promise<{ value: V; outcome: CacheOutcome }> {
    if (!this.pages) return { value: (await render()).value, outcome: 'MISS' };
    const status: LRUCache.Status<string, Rendered<V>, Render<V>> = {};
    const rendered = await this.pages.fetch(key, { context: render, status });
    if (!rendered) throw new Error(`No page rendered for ${key}`);
    return { value: rendered.value, outcome: SERVED.has(status.fetch ?? '') ? 'HIT' : 'MISS' };
  }
}

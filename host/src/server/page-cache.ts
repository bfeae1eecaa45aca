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

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

/**
 * Micro-cache of server-rendered public pages: every page the server renders is anonymous, so one
 * that finished whole is served again for a short time instead of being rendered once per visitor.
 * Bounded by count and bytes (the least recently used goes first); visitors asking for a page that
 * is being rendered wait for that render instead of starting their own.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly rendering = new Map<string, Promise<Rendered<V>>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async serve(key: string, render: () => Promise<Rendered<V>>): Promise<{ value: V; outcome: CacheOutcome }> {
    if (this.options.ttlMs <= 0) return { value: (await render()).value, outcome: 'MISS' };
    const cached = this.fresh(key);
    if (cached) return { value: cached.value, outcome: 'HIT' };
    const pending = this.rendering.get(key);
    if (pending) return { value: (await pending).value, outcome: 'HIT' };
    const started = render();
    this.rendering.set(key, started);
    try {
      const rendered = await started;
      if (rendered.reusable) this.store(key, rendered.value);
      return { value: rendered.value, outcome: 'MISS' };
    } finally {
      this.rendering.delete(key);
    }
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private fresh(key: string): Entry<V> | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.remove(key, entry);
    if (entry.expires <= this.now()) return null;
    // Back to the end of the map, which keeps the least recently used first.
    this.entries.set(key, entry);
    this.bytes += entry.size;
    return entry;
  }

  private store(key: string, value: V): void {
    const size = this.options.sizeOf(value);
    if (size > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, size, expires: this.now() + this.options.ttlMs });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.remove(oldest, entry);
    }
  }
}

import { LRUCache } from 'lru-cache';
import type { MediaStorage } from '../images';

/** A storage that took a probe is not asked again for this long (a bucket bills every write). */
export const STORAGE_CHECK_MS = 30_000;

/**
 * Probes that the storage takes a write, at most once per STORAGE_CHECK_MS while it does: callers at the same time
 * share one probe, and a failed probe is not kept (the next caller probes again). Rejects while it cannot write.
 */
export function storageProbe(
  storage: Pick<MediaStorage, 'checkWritable'>,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  const probes = new LRUCache<'storage', true>({
    max: 1,
    ttl: STORAGE_CHECK_MS,
    perf: { now },
    // The clock is read on every call (lru-cache otherwise reuses a reading for a millisecond).
    ttlResolution: 0,
    fetchMethod: async () => {
      await storage.checkWritable();
      return true as const;
    },
  });
  return async () => {
    await probes.fetch('storage');
  };
}

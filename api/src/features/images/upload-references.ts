import type { Database, Queryable } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { deleteStoredImage, isStored } from './image-files';
import type { MediaStorage } from './storage/media-storage';

/**
 * Whether anything still shows `url`: an image row (of any item, hidden or not) or a banner.
 * Every reference check goes through here, so a new kind of reference is added once.
 */
export async function isReferenced(db: Queryable, url: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from imagenes where url = $1 union all select 1 from banners where image_url = $1 limit 1',
    [url],
  );
  return rows.length > 0;
}

/**
 * Marks files that may have no reference any more: the sweep removes them once the grace period has passed since
 * this moment, if still unused. Every URL is marked (the sweep only ever deletes this storage's files, so another
 * address costs one row until then): a release is never lost, whatever became of the upload's own mark.
 */
export async function releaseUploads(db: Queryable, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    await db.query(
      `insert into upload_sweep (url, since, origin) values ($1, now(), 'released')
       on conflict (url) do update set since = now(), origin = 'released'`,
      [url],
    );
  }
}

/** A file about to be written that nothing references yet (an upload, or the demo seed's). */
export async function reserveUpload(db: Queryable, url: string, origin: 'upload' | 'seed'): Promise<void> {
  await db.query(`insert into upload_sweep (url, origin) values ($1, $2) on conflict (url) do nothing`, [url, origin]);
}

/**
 * Called inside the transaction of a write that stores `url`: an address of the storage (`/uploads/…`, the bucket's
 * or the CDN's) must name a stored file, and it leaves the sweep list. Taking the sweep row first waits for a sweep
 * that is removing this very file, so the file is checked after it, never before.
 */
export async function claimUpload(tx: Queryable, url: string | null, storage: MediaStorage): Promise<void> {
  if (url === null || !storage.isOwnUrl(url)) return;
  await tx.query('delete from upload_sweep where url = $1', [url]);
  if (!(await isStored(url, storage))) throw badRequest(`La imagen ${url} no está guardada: subila de nuevo.`);
}

const olderThan = (placeholder: string) => `since <= now() - ${placeholder}::float8 * interval '1 millisecond'`;

/** Removes the files released (or uploaded and never used) more than `graceMs` ago that nothing references. */
export async function sweepReleasedUploads(db: Database, storage: MediaStorage, graceMs: number): Promise<string[]> {
  const due = await db.query<{ url: string }>(`select url from upload_sweep where ${olderThan('$1')}`, [graceMs]);
  const removed: string[] = [];
  for (const { url } of due) {
    const gone = await db.transaction(async (tx) => {
      const claimed = await tx.query(`delete from upload_sweep where url = $1 and ${olderThan('$2')} returning url`, [
        url,
        graceMs,
      ]);
      if (claimed.length === 0 || (await isReferenced(tx, url))) return false;
      await deleteStoredImage(url, storage);
      return true;
    });
    if (gone) removed.push(url);
  }
  return removed;
}

/**
 * Before the demo seed runs on an empty catalogue: the files an interrupted earlier seed wrote are nobody's,
 * so they go at once instead of after the grace period.
 */
export async function removeAbandonedSeedFiles(db: Database, storage: MediaStorage): Promise<void> {
  const rows = await db.query<{ url: string }>("delete from upload_sweep where origin = 'seed' returning url");
  for (const { url } of rows) if (!(await isReferenced(db, url))) await deleteStoredImage(url, storage);
}

/** The seed's files are referenced once its transaction lands: they leave the sweep list with it. */
export async function forgetUploads(tx: Queryable, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) await tx.query('delete from upload_sweep where url = $1', [url]);
}

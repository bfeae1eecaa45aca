import { expressionBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Database, Queryable } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { deleteStoredImage } from './image-files';
import { type ImageReference, readImageReference } from './image-reference';
import type { MediaStorage } from './storage/media-storage';

/**
 * The stored image an address mentions, however it spells it: the random part of its name (any case, as the
 * main file or a width variant), or null. The clean-up compares these names, not addresses: a file has several
 * addresses (`/uploads/…`, the bucket's, the CDN's), and rows written before references were normalised may spell
 * one otherwise (`/./uploads/…`, upper case).
 */
export function mentionedImage(address: string): string | null {
  return /([0-9a-f]{32})(?:-\d+w)?\.webp/i.exec(address)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether anything still shows the stored image `name`: an image row (of any item, hidden or not) or a banner whose
 * address mentions it. Every reference check goes through here, so a new kind of reference is added once.
 */
export async function isReferenced(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from imagenes where strpos(lower(url), $1) > 0
     union all select 1 from banners where strpos(lower(image_url), $1) > 0 limit 1`,
    [name],
  );
  return rows.length > 0;
}

/**
 * Marks files that may have no reference any more: the sweep removes them once the grace period has passed since
 * this moment, if still unused. Every URL is marked (the sweep only ever deletes a stored image an address mentions,
 * so another address costs one row until then): a release is never lost, whatever became of the upload's own mark.
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
 * Called inside the transaction of a write that stores `reference`: its file must be stored, and it leaves the sweep
 * list under any of its addresses. Taking the sweep rows first waits for a sweep that is removing this very file, so
 * the file is checked after it, never before.
 */
export async function claimUpload(
  tx: Queryable,
  reference: ImageReference,
  storage: MediaStorage,
  field: string,
): Promise<void> {
  await tx.query('delete from upload_sweep where strpos(lower(url), $1) > 0', [reference.name]);
  if (!(await storage.exists(`${reference.name}.webp`)))
    throw badRequest(`La imagen ${reference.url} no está guardada: subila de nuevo.`, field);
}

/** The sweep rows marked more than `graceMs` ago. */
const marked = (graceMs: number) =>
  expressionBuilder<Tables, 'upload_sweep'>()(
    'since',
    '<=',
    sql<Date>`now() - ${graceMs}::float8 * interval '1 millisecond'`,
  );

/** Removes the files released (or uploaded and never used) more than `graceMs` ago that nothing references. */
export async function sweepReleasedUploads(db: Database, storage: MediaStorage, graceMs: number): Promise<string[]> {
  const due = await rowsOf(db, typedSql.selectFrom('upload_sweep').select('url').where(marked(graceMs)));
  const removed: string[] = [];
  for (const { url } of due) {
    const gone = await db.transaction(async (tx) => {
      const claimed = await rowsOf(
        tx,
        typedSql.deleteFrom('upload_sweep').where('url', '=', url).where(marked(graceMs)).returning('url'),
      );
      const name = mentionedImage(url);
      if (claimed.length === 0 || name === null || (await isReferenced(tx, name))) return false;
      await deleteStoredImage(name, storage);
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
  const rows = await rowsOf(db, typedSql.deleteFrom('upload_sweep').where('origin', '=', 'seed').returning('url'));
  for (const { url } of rows) {
    const name = mentionedImage(url);
    if (name !== null && !(await isReferenced(db, name))) await deleteStoredImage(name, storage);
  }
}

/** The seed's files are referenced once its transaction lands: they leave the sweep list with it. */
export async function forgetUploads(tx: Queryable, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) await tx.query('delete from upload_sweep where url = $1', [url]);
}

/**
 * The stored image references (image rows and banners) that are not one of the shop's stored files: a foreign or
 * malformed address, or a file that is gone. Reported at start-up for the shop to replace; never deleted.
 */
export async function unstoredImageReferences(db: Queryable, storage: MediaStorage): Promise<string[]> {
  const images = await rowsOf(
    db,
    typedSql.selectFrom('imagenes').select(['id', 'owner_type', 'owner_id', 'url']).orderBy('id'),
  );
  const banners = await rowsOf(db, typedSql.selectFrom('banners').select(['slot', 'image_url']).orderBy('slot'));
  const rows = [
    ...images.map((image) => ({ place: `imagen ${image.id} (${image.owner_type} ${image.owner_id})`, url: image.url })),
    ...banners.flatMap(({ slot, image_url: url }) => (url === null ? [] : [{ place: `portada ${slot}`, url }])),
  ];
  const stored = new Set((await storage.list()).map(({ file }) => file));
  return rows.flatMap(({ place, url }) => {
    const reading = readImageReference(url, storage);
    return typeof reading !== 'string' && stored.has(`${reading.name}.webp`) ? [] : [`${place}: ${url}`];
  });
}

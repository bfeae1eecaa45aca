import type { Database, Queryable } from '../../db/types';
import { releaseUploads } from '../images/upload-references';
import type { CatalogKind } from './catalog-kind';

/**
 * How long a deleted item stays restorable with its images (issue 17: at least a day). Until it is
 * purged, its image rows stay in `imagenes` and so keep counting as references to their files.
 */
export const DELETED_RETENTION = '1 day';

/** Marks live items deleted: public and admin reads stop seeing them at once. Answers how many. */
export async function markDeleted(tx: Queryable, kind: CatalogKind, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx.query(
    `update ${kind.table} set deleted_at = now(), version = version + 1, updated_at = now()
     where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')}) and deleted_at is null returning id`,
    ids,
  );
  return rows.length;
}

/** Brings deleted items back as they were, images included. Answers the ids restored. */
export async function restoreDeleted(tx: Queryable, kind: CatalogKind, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `update ${kind.table} set deleted_at = null, version = version + 1, updated_at = now()
     where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')}) and deleted_at is not null returning id`,
    ids,
  );
  return rows.map((row) => row.id);
}

/**
 * Removes for good the items deleted longer ago than the retention, with their image rows; their
 * files are released, so the sweep removes those nothing references after its grace period.
 */
export async function purgeDeleted(db: Database, kind: CatalogKind): Promise<void> {
  // One transaction: now() is the same instant for both statements.
  await db.transaction(async (tx) => {
    const expired = `select id from ${kind.table} where deleted_at < now() - interval '${DELETED_RETENTION}'`;
    const images = await tx.query<{ url: string }>(
      `delete from imagenes where owner_type = $1 and owner_id in (${expired}) returning url`,
      [kind.ownerType],
    );
    await tx.query(`delete from ${kind.table} where id in (${expired})`);
    await releaseUploads(
      tx,
      images.map((image) => image.url),
    );
  });
}

import { sql } from 'kysely';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Database, Queryable } from '../../db/types';
import { releaseUploads } from '../images';
import type { CatalogKind } from '../catalog-item';

/**
 * How long a deleted item stays restorable with its images (at least a day). Until it is
 * purged, its image rows stay in `imagenes` and so keep counting as references to their files.
 */
export const DELETED_RETENTION = '1 day';

/** Marks `ids` deleted (`now()`) or restores them (null), making a new version of each; answers the ids changed. */
async function setDeleted(tx: Queryable, kind: CatalogKind, ids: readonly number[], deleted: boolean) {
  return rowsOf(
    tx,
    typedSql
      .updateTable(kind.table)
      .set((eb) => ({
        deleted_at: deleted ? sql<Date>`now()` : null,
        version: eb('version', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', 'in', ids)
      .where('deleted_at', deleted ? 'is' : 'is not', null)
      .returning('id'),
  );
}

/** Marks live items deleted: public and admin reads stop seeing them at once. Answers how many. */
export async function markDeleted(tx: Queryable, kind: CatalogKind, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await setDeleted(tx, kind, ids, true)).length;
}

/** Brings deleted items back as they were, images included. Answers the ids restored. */
export async function restoreDeleted(tx: Queryable, kind: CatalogKind, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await setDeleted(tx, kind, ids, false)).map((row) => row.id);
}

/**
 * Removes for good the items deleted longer ago than the retention, with their image rows; their
 * files are released, so the sweep removes those nothing references after its grace period.
 */
export async function purgeDeleted(db: Database, kind: CatalogKind): Promise<void> {
  // One transaction: now() is the same instant for both statements.
  await db.transaction(async (tx) => {
    const expired = typedSql
      .selectFrom(kind.table)
      .select('id')
      .where('deleted_at', '<', sql<Date>`now() - ${DELETED_RETENTION}::interval`);
    const images = await rowsOf(
      tx,
      typedSql
        .deleteFrom('imagenes')
        .where('owner_type', '=', kind.ownerType)
        .where('owner_id', 'in', expired)
        .returning('url'),
    );
    await rowsOf(tx, typedSql.deleteFrom(kind.table).where('id', 'in', expired));
    await releaseUploads(
      tx,
      images.map((image) => image.url),
    );
  });
}

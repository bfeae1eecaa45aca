import type { Queryable, SqlValue } from '../../db/types';
import { untagRemovedColours } from '../images/image-store';
import { type CatalogInput, catalogColumns } from './catalog-input';
import type { CatalogKind } from './catalog-kind';

/** Validates a create body and inserts the item; answers its id. */
export async function insertCatalogItem(db: Queryable, kind: CatalogKind, body: CatalogInput): Promise<number> {
  const row = catalogColumns(kind, body);
  const names = Object.keys(row);
  const [created] = await db.query<{ id: number }>(
    `insert into ${kind.table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row) as SqlValue[],
  );
  if (!created) throw new Error(`No se pudo crear en ${kind.table}`);
  return created.id;
}

/**
 * Validates an update body and replaces the item's fields, with a new version; its photos lose a colour it no longer
 * has. Runs in the caller's transaction, after the caller locked the item (`lockItemVersion`).
 */
export async function updateCatalogItem(tx: Queryable, kind: CatalogKind, id: number, body: CatalogInput) {
  const row = catalogColumns(kind, body);
  const names = Object.keys(row);
  await tx.query(
    `update ${kind.table} set ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')},
       version = version + 1, updated_at = now()
     where id = $${names.length + 1}`,
    [...(Object.values(row) as SqlValue[]), id],
  );
  await untagRemovedColours(tx, kind, id);
}

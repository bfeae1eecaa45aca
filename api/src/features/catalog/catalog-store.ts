import type { Queryable, SqlValue } from '../../db/types';
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

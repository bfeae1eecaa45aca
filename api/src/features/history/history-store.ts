import type { HistoryEntry, HistoryValue } from '@shop/contract';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { notFound } from '../../lib/http-error';

export type HistoryEntity = 'bicicleta' | 'accesorio' | 'banner';

/** The most entries one history answer lists, newest first. */
export const HISTORY_PAGE = 200;

export const ENTRY_NOT_FOUND = 'Ese cambio ya no está en el historial.';

/** The changes of one product or banner, newest first. */
export async function listHistory(db: Queryable, entity: HistoryEntity, entityId: number): Promise<HistoryEntry[]> {
  const rows = await rowsOf(
    db,
    typedSql
      .selectFrom('change_history')
      .select(['id', 'action', 'author', 'changed_at', 'changes'])
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .limit(HISTORY_PAGE),
  );
  return rows.map((row) => ({
    id: row.id,
    accion: row.action,
    autor: row.author,
    fecha: new Date(row.changed_at).toISOString(),
    cambios: row.changes,
  }));
}

/**
 * The fields of `current` as they were right after the change `entryId`: each later change is undone, newest first,
 * on the fields `current` has. A 404 when the change is not (or no longer) in this item's history.
 */
export async function valuesAfter(
  tx: Queryable,
  entity: HistoryEntity,
  entityId: number,
  entryId: number,
  current: Readonly<Record<string, HistoryValue>>,
): Promise<Record<string, HistoryValue>> {
  const ofItem = typedSql
    .selectFrom('change_history')
    .select(['id', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId);
  if (!(await firstRowOf(tx, ofItem.where('id', '=', entryId)))) throw notFound(ENTRY_NOT_FOUND);
  const later = await rowsOf(tx, ofItem.where('id', '>', entryId).orderBy('id', 'desc'));
  const values = { ...current };
  for (const { changes } of later)
    for (const { campo, antes } of changes) if (Object.hasOwn(values, campo)) values[campo] = antes;
  return values;
}

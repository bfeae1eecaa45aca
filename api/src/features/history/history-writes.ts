import type { HistoryAction } from '@shop/contract';
import { sql } from 'kysely';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Database, Queryable } from '../../db/types';

/** What a writer names itself as; the database tells create, delete and restore on its own. */
export type WriteAction = Extract<HistoryAction, 'lote' | 'precios' | 'version' | 'edicion' | 'importacion'>;

/** Who writes: the signed-in admin, or nobody for a write made outside a request. */
export interface Author {
  email: string;
}

/** The one way the API writes products, images and banners: the history records each write in its transaction. */
export interface HistoryWrites {
  /**
   * Runs `work` in one transaction whose changes the history records as `author`'s (and as `action` where the
   * database cannot tell it), all or nothing.
   */
  transaction<T>(author: Author | null, work: (tx: Queryable) => Promise<T>, action?: WriteAction): Promise<T>;
}

/** Removes the history older than `retentionDays`: the hourly maintenance runs it, not each write. */
export async function pruneHistory(db: Queryable, retentionDays: number): Promise<void> {
  await rowsOf(
    db,
    typedSql
      .deleteFrom('change_history')
      .where('changed_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`),
  );
}

export function createHistoryWrites(db: Database): HistoryWrites {
  return {
    transaction: (author, work, action = 'edicion') =>
      db.transaction(async (tx) => {
        // Transaction-local settings (`true`): the triggers of migration 013 read them, the next transaction does not.
        await tx.query("select set_config('app.actor', $1, true), set_config('app.change_action', $2, true)", [
          author?.email ?? '',
          action,
        ]);
        return work(tx);
      }),
  };
}

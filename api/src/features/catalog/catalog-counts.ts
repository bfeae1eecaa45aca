import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import type { CatalogKind } from '../catalog-item';
import type { Counted } from './catalog-query';

/** The catalogue's generation (migration 007), as text: a subquery, read in the same snapshot as the query it is in. */
export function generationOf(kind: CatalogKind) {
  return typedSql
    .selectFrom('catalog_generations')
    .select((eb) => eb.cast<string>('generation', 'text').as('generation'))
    .where('catalog', '=', sql.lit(kind.table));
}

const MAX_ENTRIES = 500;

/**
 * The counts of one catalogue's lists at its newest generation seen. Counting reads every matching row (a third of
 * the catalogue for a common word) while a page reads fifteen: a count is reused as long as the page's own query
 * reads the generation it was taken at. Any write makes a new generation, so this is never stale.
 */
class CountMemo {
  private generation = -1n;
  private readonly entries = new LRUCache<string, Counted>({ max: MAX_ENTRIES });

  get(key: string, generation: string): Counted | undefined {
    return BigInt(generation) === this.generation ? this.entries.get(key) : undefined;
  }

  /** The counts of the newest generation seen, whichever generation a page reads: a hint, never an answer. */
  latest(key: string): Counted | undefined {
    return this.entries.peek(key);
  }

  set(key: string, generation: string, counted: Counted): void {
    const at = BigInt(generation);
    if (at < this.generation) return;
    if (at > this.generation) {
      this.entries.clear();
      this.generation = at;
    }
    this.entries.set(key, counted);
  }
}

/** One memo per database and catalogue: generations of two databases (tests open several) are unrelated. */
const memos = new WeakMap<Queryable, Map<string, CountMemo>>();

export function countMemo(db: Queryable, kind: CatalogKind): CountMemo {
  let byTable = memos.get(db);
  if (!byTable) memos.set(db, (byTable = new Map()));
  let memo = byTable.get(kind.table);
  if (!memo) byTable.set(kind.table, (memo = new CountMemo()));
  return memo;
}

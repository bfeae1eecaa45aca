import type { Queryable } from '../../db/types';

/** One counter: how many attempts `key` may make in a window of `windowMs`. */
export interface AttemptRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface Count {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Whether this attempt went past the limit. */
  blocked: boolean;
  /** Seconds until the counter starts over (at least 1). */
  retryAfter: number;
}

/**
 * Counts one attempt in one atomic upsert, before the attempt is tried, so that parallel attempts each see the
 * count the others left. PGlite and PostgreSQL run the same statement.
 */
export async function countAttempt(db: Queryable, rule: AttemptRule): Promise<Count> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into attempt_counters as c (key, hits, expires_at)
     values ($1, 1, now() + $2::float8 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
       expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
     returning hits, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry_after`,
    [rule.key, rule.windowMs],
  );
  const { hits, retry_after: retryAfter } = row as { hits: number; retry_after: number };
  return { hits, blocked: hits > rule.limit, retryAfter };
}

/** Gives back the attempt just counted under these keys (a success, or an attempt that could not be tried). */
export async function refundAttempt(db: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await db.query('update attempt_counters set hits = hits - 1 where key = $1 and hits > 0', [key]);
}

export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('delete from attempt_counters where key = $1', [key]);
}

/** A mark that lasts `windowMs` (for example, an address the account signed in from). */
export async function remember(db: Queryable, key: string, windowMs: number): Promise<void> {
  await db.query(
    `insert into attempt_counters (key, hits, expires_at) values ($1, 1, now() + $2::float8 * interval '1 millisecond')
     on conflict (key) do update set expires_at = excluded.expires_at`,
    [key, windowMs],
  );
}

export async function isRemembered(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query('select 1 from attempt_counters where key = $1 and expires_at > now()', [key]);
  return rows.length > 0;
}

/** Counters whose window ended are dropped now and then, so the table holds only live ones. */
export async function purgeExpiredAttempts(db: Queryable): Promise<void> {
  await db.query('delete from attempt_counters where expires_at <= now()');
}

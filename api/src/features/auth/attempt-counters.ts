import type { Queryable, SqlValue } from '../../db/database';

/** One counter: how many attempts `key` may make in a window of `windowMs`. */
export interface AttemptRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface CountResult {
  /** Whether one of the counters went past its limit with this attempt. */
  blocked: boolean;
  /** Seconds until the last of the exceeded counters starts over (0 when not blocked). */
  retryAfter: number;
}

/**
 * Counts one attempt under every rule in one atomic upsert, before the attempt is tried, so that parallel
 * attempts each see the count the others left. Keys are taken in a fixed order, so two statements never wait
 * for each other's rows. PGlite and PostgreSQL run the same statement.
 */
export async function countAttempt(db: Queryable, rules: AttemptRule[]): Promise<CountResult> {
  const sorted = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  const params: SqlValue[] = [];
  const tuples = sorted.map((rule) => {
    const key = `$${params.push(rule.key)}`;
    return `(${key}, 1, now() + $${params.push(rule.windowMs)}::float8 * interval '1 millisecond')`;
  });
  const rows = await db.query<{ key: string; hits: number; retry_after: number }>(
    `insert into attempt_counters as c (key, hits, expires_at) values ${tuples.join(', ')}
     on conflict (key) do update set
       hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
       expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
     returning key, hits, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry_after`,
    params,
  );
  const exceeded = rows.filter((row) => row.hits > (rules.find((rule) => rule.key === row.key)?.limit ?? 0));
  return { blocked: exceeded.length > 0, retryAfter: Math.max(0, ...exceeded.map((row) => row.retry_after)) };
}

/** Gives back the attempt just counted (a success is not held against these keys). */
export async function refundAttempt(db: Queryable, keys: string[]): Promise<void> {
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

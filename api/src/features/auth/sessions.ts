import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { SESSION_MS } from './tokens';
import type { PublicUser } from './users';

/** The row a token's session id is kept under: its SHA-256, so that the table names no live session id. */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url');
}

/** Starts a session for the user, for as long as a token lasts; answers the id its token names. */
export async function openSession(db: Queryable, userId: number): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (key, user_id, expires_at) values ($1, $2, now() + $3::float8 * interval '1 millisecond')`,
    [sessionKey(sid), userId, SESSION_MS],
  );
  return sid;
}

/**
 * The user of a live session (one lookup by primary key, joined with the user's row), or null when the session
 * ended, expired or belongs to someone else. Read on every request that carries a token, never cached: an ended
 * session is refused by every instance from the moment its row is gone.
 */
export async function sessionUser(db: Queryable, key: string, userId: number): Promise<PublicUser | null> {
  const [row] = await db.query<PublicUser>(
    `select u.id, u.nombre, u.email, u.rol from sessions s join usuarios u on u.id = s.user_id
     where s.key = $1 and s.user_id = $2 and s.expires_at > now()`,
    [key, userId],
  );
  return row ?? null;
}

export async function endSession(db: Queryable, key: string): Promise<void> {
  await db.query('delete from sessions where key = $1', [key]);
}

/** Ends every session of the user but `keep` (the one asking, when it stays signed in). */
export async function endSessions(db: Queryable, userId: number, keep: string | null = null): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and key is distinct from $2', [userId, keep]);
}

export async function purgeExpiredSessions(db: Queryable): Promise<void> {
  await db.query('delete from sessions where expires_at <= now()');
}

import type { Queryable } from '../../db/types';
import { countAttempt } from '../auth';
import { HttpError } from '../../lib/http-error';

/** Revocation requests one address may send per hour: a shopper sends one, perhaps again after a mistake. */
export const REVOCATION_LIMIT = { requests: 5, windowMs: 60 * 60 * 1000 } as const;

const TOO_MANY_REQUESTS =
  'Recibimos muchas solicitudes desde esta dirección. Probá de nuevo más tarde o escribinos por WhatsApp.';

/** Counts one request from `address` (in the shared attempt counters), refusing it with 429 past the limit. */
export async function admitRevocation(db: Queryable, address: string): Promise<void> {
  const count = await countAttempt(db, {
    key: `arrepentimiento:direccion:${address}`,
    limit: REVOCATION_LIMIT.requests,
    windowMs: REVOCATION_LIMIT.windowMs,
  });
  if (count.blocked) throw new HttpError(429, TOO_MANY_REQUESTS, { 'Retry-After': String(count.retryAfter) });
}

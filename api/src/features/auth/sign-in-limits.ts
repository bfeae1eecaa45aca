import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import {
  type AttemptRule,
  clearAttempts,
  countAttempt,
  isRemembered,
  refundAttempt,
  remember,
} from './attempt-counters';

const MINUTE = 60_000;
const SIGN_IN_WINDOW = 15 * MINUTE;

/** The policy in api/README.md ("Límites de ingreso y registro"). */
export const LIMITS = {
  /** Failed sign-ins for one account from one address. */
  pair: 5,
  /** Failed sign-ins from one address, whatever the account. */
  address: 30,
  /** Failed sign-ins for one account from every address; past it, only addresses it signed in from go on. */
  account: 20,
  /** How long an address the account signed in from stays known. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
  /** Registrations from one address per hour. */
  registrations: 10,
  registrationWindowMs: 60 * MINUTE,
} as const;

const TOO_MANY_SIGN_INS = 'Demasiados intentos fallidos. Probá de nuevo en unos minutos.';
const TOO_MANY_REGISTRATIONS = 'Demasiados registros desde esta dirección. Probá de nuevo más tarde.';

const keys = (email: string, address: string) => ({
  pair: `ingreso:par:${email}|${address}`,
  address: `ingreso:direccion:${address}`,
  account: `ingreso:cuenta:${email}`,
  known: `ingreso:conocida:${email}|${address}`,
});

function refuse(message: string, retryAfter: number): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(retryAfter) });
}

/**
 * Counts a sign-in before its password is checked. The pair and the address are counted first: an address past
 * its limit is refused without touching the account's counter, so one stranger cannot fill it. When the account's
 * counter is full (attempts from many addresses), only addresses it signed in from before may go on trying.
 */
export async function admitSignIn(db: Queryable, email: string, address: string): Promise<void> {
  const key = keys(email, address);
  const rule = (ruleKey: string, limit: number): AttemptRule => ({ key: ruleKey, limit, windowMs: SIGN_IN_WINDOW });
  const local = await countAttempt(db, [rule(key.pair, LIMITS.pair), rule(key.address, LIMITS.address)]);
  if (local.blocked) throw refuse(TOO_MANY_SIGN_INS, local.retryAfter);
  const account = await countAttempt(db, [rule(key.account, LIMITS.account)]);
  if (account.blocked && !(await isRemembered(db, key.known))) throw refuse(TOO_MANY_SIGN_INS, account.retryAfter);
}

/** A success clears only its own pair, gives back its count to the address and the account, and is remembered. */
export async function signInSucceeded(db: Queryable, email: string, address: string): Promise<void> {
  const key = keys(email, address);
  await clearAttempts(db, key.pair);
  await refundAttempt(db, [key.address, key.account]);
  await remember(db, key.known, LIMITS.knownAddressMs);
}

/** Every registration from an address counts, accepted or not: each one may cost a password hash. */
export async function admitRegistration(db: Queryable, address: string): Promise<void> {
  const counted = await countAttempt(db, [
    { key: `registro:direccion:${address}`, limit: LIMITS.registrations, windowMs: LIMITS.registrationWindowMs },
  ]);
  if (counted.blocked) throw refuse(TOO_MANY_REGISTRATIONS, counted.retryAfter);
}

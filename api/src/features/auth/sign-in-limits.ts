import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { type HashClaim, HashingBusyError, type HashingPool } from './hashing-pool';
import {
  type AttemptRule,
  clearAttempts,
  countAttempt,
  isRemembered,
  refundAttempt,
  remember,
} from './attempt-counters';
import { ADMIN_ROLE } from './users';

const MINUTE = 60_000;
const SIGN_IN_WINDOW = 15 * MINUTE;

/** The policy in api/README.md ("Límites de ingreso y registro"). */
export const LIMITS = {
  /** Failed sign-ins for one account from one address. */
  pair: 5,
  /** The same while the account is under attack: an address that failed this often on it waits. */
  pressuredPair: 2,
  /** Failed sign-ins from one address, whatever the account. */
  address: 30,
  /** Failed sign-ins for one account from every address; past it the account is under attack. */
  account: 20,
  /** How long an address the account signed in from stays known. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
  /** Registrations from one address per hour. */
  registrations: 10,
  registrationWindowMs: 60 * MINUTE,
} as const;

const TOO_MANY_SIGN_INS = 'Demasiados intentos fallidos. Probá de nuevo en unos minutos.';
const TOO_MANY_REGISTRATIONS = 'Demasiados registros desde esta dirección. Probá de nuevo más tarde.';

/** The counters one attempt went into, the address's among them. */
export interface Admission {
  readonly counted: readonly string[];
  readonly address: string;
}

interface SignInAdmission extends Admission {
  readonly pair: string;
  /** The mark of the account's sign-ins from this address. */
  readonly knownKey: string;
  /**
   * The hash's place in the reserved share (an administrator's account, or an address the account signed in from in
   * the last 30 days), with the address's failures that rank it there; null for the common share.
   */
  readonly reserved: HashClaim | null;
}

const keys = (email: string, address: string) => ({
  pair: `ingreso:par:${email}|${address}`,
  address: `ingreso:direccion:${address}`,
  account: `ingreso:cuenta:${email}`,
  known: `ingreso:conocida:${email}|${address}`,
});

const signInRule = (key: string, limit: number): AttemptRule => ({ key, limit, windowMs: SIGN_IN_WINDOW });

function refuse(message: string, retryAfter: number): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(retryAfter) });
}

/** Whether `email` is an administrator's: their sign-ins hash in the reserved share, whatever the address. */
async function isAdministrator(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from usuarios where email = $1 and rol = $2', [email, ADMIN_ROLE]);
  return rows.length > 0;
}

/**
 * Counts a sign-in before its password is checked, in this order: the address (an address past its limit is
 * refused before it writes any counter of the e-mail it tries), the pair, then the account. The account's counter
 * never refuses by itself: past its limit, an address that has already failed on that account gets a shorter
 * allowance (`pressuredPair`), while an address that has not, or one the account signed in from, goes on as usual.
 * An attempt the hashing has no room for is refused with 503 right after the address is counted: a flood costs a
 * few statements per attempt instead of seven. Sign-ins to an administrator's account and from a known address
 * go to the reserved share, ranked by how often their address failed (the owner comes in during any flood).
 */
export async function admitSignIn(
  db: Queryable,
  email: string,
  address: string,
  hashing: Pick<HashingPool, 'full' | 'admitsReserved'>,
): Promise<SignInAdmission> {
  const key = keys(email, address);
  const counted = [key.address];
  const admission = (reserved: HashClaim | null): SignInAdmission => ({
    counted: [...counted],
    address: key.address,
    pair: key.pair,
    knownKey: key.known,
    reserved,
  });
  const fromAddress = await countAttempt(db, signInRule(key.address, LIMITS.address));
  if (fromAddress.blocked) throw refuse(TOO_MANY_SIGN_INS, fromAddress.retryAfter);
  const known = await isRemembered(db, key.known);
  // A known address goes first whatever it failed lately (its refusals count against it too).
  const reserved = known
    ? { address: key.address, failures: 0 }
    : (await isAdministrator(db, email))
      ? { address: key.address, failures: fromAddress.hits }
      : null;
  // No room to hash it: refused now, counted against the address only, as attemptNotTried would leave it.
  if (reserved ? !hashing.admitsReserved(reserved) : hashing.full()) throw new HashingBusyError();
  counted.push(key.pair);
  const pair = await countAttempt(db, signInRule(key.pair, LIMITS.pair));
  if (pair.blocked) throw refuse(TOO_MANY_SIGN_INS, pair.retryAfter);
  if (known) return admission(reserved);
  counted.push(key.account);
  const account = await countAttempt(db, signInRule(key.account, LIMITS.account));
  if (account.blocked && pair.hits > LIMITS.pressuredPair)
    throw refuse(TOO_MANY_SIGN_INS, Math.min(pair.retryAfter, account.retryAfter));
  return admission(reserved);
}

/** A success clears only its own pair, gives back its count to the address and the account, and is remembered. */
export async function signInSucceeded(db: Queryable, admission: SignInAdmission): Promise<void> {
  await clearAttempts(db, admission.pair);
  await refundAttempt(
    db,
    admission.counted.filter((key) => key !== admission.pair),
  );
  await remember(db, admission.knownKey, LIMITS.knownAddressMs);
}

/**
 * An attempt counted but never tried (no hashing worker free) is not held against the account: its pair and account
 * counters get it back. The address's counter keeps it, so an address that floods the hashing with attempts it is
 * told to retry spends its allowance as fast as with any other.
 */
export async function attemptNotTried(db: Queryable, admission: Admission): Promise<void> {
  await refundAttempt(
    db,
    admission.counted.filter((key) => key !== admission.address),
  );
}

/** Every registration from an address counts, accepted or not: each one may cost a password hash. */
export async function admitRegistration(db: Queryable, address: string): Promise<Admission> {
  const key = `registro:direccion:${address}`;
  const counted = await countAttempt(db, { key, limit: LIMITS.registrations, windowMs: LIMITS.registrationWindowMs });
  if (counted.blocked) throw refuse(TOO_MANY_REGISTRATIONS, counted.retryAfter);
  return { counted: [key], address: key };
}

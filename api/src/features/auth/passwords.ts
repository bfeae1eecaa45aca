import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** Runs scrypt somewhere: Node's thread pool at start-up, the hashing workers while serving. */
export type Derive = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

export const deriveOnThreadPool: Derive = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const scryptOptions = (cost: number): ScryptOptions => {
  const N = 2 ** cost;
  return { N, r: 8, p: 1, maxmem: 256 * N * 8 };
};

/** scrypt at OWASP's parameters (N=2^17, r=8, p=1); the cost is stored with the hash. */
export async function hashPassword(password: string, cost: number, derive: Derive = deriveOnThreadPool) {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(cost));
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string, derive: Derive = deriveOnThreadPool) {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const salt = Buffer.from(saltText, 'base64');
  const key = await derive(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(Number(costText)));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

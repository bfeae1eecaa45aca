import { createHmac } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT built by hand, to try what the API must refuse: other keys, other algorithms, past expiry. */
export function craftToken(
  payload: Record<string, unknown>,
  { secret, header = { alg: 'HS256', typ: 'JWT' } }: { secret: string | null; header?: Record<string, unknown> },
): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** The claims of a token the API issued (not verified: only to look inside). */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

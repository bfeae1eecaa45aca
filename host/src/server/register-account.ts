import { siteConfig } from '@shop/shared/config';
import { toApiError } from '@shop/shared/api';
import type { RegisterInput } from '@shop/contract';

/** As long as the pages' own API requests may take on the server. */
const API_TIMEOUT_MS = 3000;

/** Why the API did not create the account: its status (502 when it did not answer) and its Spanish message. */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * Creates the account through the API's POST /api/auth/register, as the registration screen does, for
 * a form posted without JavaScript, on behalf of the visitor at `visitor` (the address this server
 * found through its own TRUST_PROXY). Resolves null once created; the messages are the screen's (`toApiError`).
 *
 * The visitor goes in X-Forwarded-For, alone: the API reads it only from the peers its TRUST_PROXY names
 * (loopback outside production when unset, as `npm start` runs both), so its per-address limits count the
 * visitor and not this server, and a visitor's own X-Forwarded-For never reaches it. A peer address is enough
 * because the host servers reach the API on a network only the deployment's machines are on; a signed header
 * would add a second secret to keep equal on every host and API without closing anything that network leaves open.
 */
export async function registerAccount(input: RegisterInput, visitor: string): Promise<Refusal | null> {
  const request = new Request(`${siteConfig.apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify(input),
  });
  let response: Response;
  try {
    response = await fetch(request, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error: unknown) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const failure = timedOut
      ? ({ status: 'TIMEOUT_ERROR', error: String(error) } as const)
      : ({ status: 'FETCH_ERROR', error: String(error) } as const);
    return { status: 502, message: toApiError(failure, { request }, request.url).message };
  }
  if (response.ok) return null;
  const data: unknown = await response.json().catch(() => null);
  return {
    status: response.status < 500 ? response.status : 502,
    message: toApiError({ status: response.status, data }, { request, response }, request.url).message,
  };
}

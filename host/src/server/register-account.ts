import type { RegisterInput } from '@shop/contract';
import { postForVisitor, type Refusal } from './api-for-visitor';

/**
 * Creates the account through the API's POST /api/auth/register, as the registration screen does, for a form posted
 * without JavaScript, on behalf of the visitor at `visitor` (the address this server found through its own
 * TRUST_PROXY). Resolves null once created.
 *
 * The visitor goes in X-Forwarded-For, alone: the API reads it only from the peers its TRUST_PROXY names
 * (loopback outside production when unset, as `npm start` runs both), so its per-address limits count the
 * visitor and not this server, and a visitor's own X-Forwarded-For never reaches it. A peer address is enough
 * because the host servers reach the API on a network only the deployment's machines are on; a signed header
 * would add a second secret to keep equal on every host and API without closing anything that network leaves open.
 */
export async function registerAccount(input: RegisterInput, visitor: string): Promise<Refusal | null> {
  const reply = await postForVisitor('/api/auth/register', input, visitor);
  return 'refusal' in reply ? reply.refusal : null;
}

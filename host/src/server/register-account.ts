import type { RegisterInput } from '@shop/contract';
import { postForVisitor, type Refusal } from './api-for-visitor';

/**
 * Creates the account through the API's POST /api/auth/register, as the registration screen does, for a form posted
 * without JavaScript from the visitor `forwardedFor` names. Resolves null once created.
 */
export async function registerAccount(input: RegisterInput, forwardedFor: string): Promise<Refusal | null> {
  const reply = await postForVisitor('/api/auth/register', input, forwardedFor);
  return 'refusal' in reply ? reply.refusal : null;
}

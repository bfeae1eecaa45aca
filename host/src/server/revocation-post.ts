import {
  cleanRevocationInput,
  REVOCATION_FIELDS,
  REVOCATIONS_PATH,
  revocationProblems,
  type RevocationReceipt,
} from '@shop/contract';
import { textFields } from '@shop/shared/ui/form-field';
import type { PostedForm } from '../common/posted-form';
import { failedSend } from '../features/revocation/revocation-message';
import { postForVisitor } from './api-for-visitor';

/** The revocation page's answer to a request posted without JavaScript: the form to show, with its status. */
export interface PostedRevocation {
  form: PostedForm;
  status: number;
}

/**
 * Checks a revocation request posted without JavaScript with the contract's rules and sends it to the API for the
 * visitor `forwardedFor` names, as the screen does: the page then shows the code, the fields' messages, or the
 * failure with the chat link, and always what was typed.
 */
export async function postedRevocation(body: URLSearchParams, forwardedFor: string): Promise<PostedRevocation> {
  const values = textFields(body, REVOCATION_FIELDS);
  const input = cleanRevocationInput(values);
  const problems = revocationProblems(input);
  if (Object.keys(problems).length > 0) return { form: { values, problems }, status: 422 };
  const reply = await postForVisitor<RevocationReceipt>(REVOCATIONS_PATH, input, forwardedFor);
  if ('answer' in reply)
    return { form: { values: { ...input }, answer: { codigo: reply.answer.codigo } }, status: 200 };
  const { status } = reply.refusal;
  // A proxy may put its own page in place of a 5xx: this one carries the chat link that still takes the request.
  return { form: { values, ...failedSend(reply.refusal) }, status: status < 500 ? status : 200 };
}

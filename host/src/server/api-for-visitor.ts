import { siteConfig } from '@shop/shared/config';
import { toApiError } from '@shop/shared/api';

/** As long as the pages' own API requests may take on the server. */
const API_TIMEOUT_MS = 3000;

/** Why the API did not do it: its status (502 when it did not answer), its Spanish message and the field it names. */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export type VisitorAnswer<Answer> = { answer: Answer } | { refusal: Refusal };

/**
 * Posts `body` as JSON to the API's `path` for a form posted without JavaScript, as the screen would. `forwardedFor`
 * names the visitor for the API's per-address limits (which read it only from proxies they trust: TRUST_PROXY must
 * include the host servers). A refusal says what the screen would (`toApiError`).
 */
export async function postForVisitor<Answer>(
  path: string,
  body: unknown,
  forwardedFor: string,
): Promise<VisitorAnswer<Answer>> {
  const request = new Request(`${siteConfig.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify(body),
  });
  let response: Response;
  try {
    response = await fetch(request, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error: unknown) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const failure = timedOut
      ? ({ status: 'TIMEOUT_ERROR', error: String(error) } as const)
      : ({ status: 'FETCH_ERROR', error: String(error) } as const);
    return { refusal: { status: 502, message: toApiError(failure, { request }, request.url).message } };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data !== null) return { answer: data as Answer };
  // A success without its JSON is no answer the form can show: as if the API had failed.
  const status = response.ok ? 502 : response.status;
  const { message, field } = toApiError({ status, data }, { request, response }, request.url);
  return { refusal: { status: status < 500 ? status : 502, message, ...(field && { field }) } };
}

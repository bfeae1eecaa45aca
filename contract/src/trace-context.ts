/**
 * W3C Trace Context: the host passes `traceparent` to the API, so that one page view's lines in both logs share a
 * trace id.
 */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ALL_ZEROS = /^0+$/;

/** Web Crypto, global in browsers and in Node; this package is typed without either's library. */
declare const crypto: { getRandomValues(array: Uint8Array): Uint8Array };

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The trace id a valid `traceparent` header carries, or null (absent, malformed or the invalid all-zero ids). */
export function traceIdOf(header: string | undefined): string | null {
  const [, traceId, parentId] = TRACEPARENT.exec(header?.trim().toLowerCase() ?? '') ?? [];
  if (!traceId || !parentId || ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return traceId;
}

export function newTraceId(): string {
  return randomHex(16);
}

/** The header for a call made within the trace: version 00, a new span id, sampled. */
export function traceparentFor(traceId: string): string {
  return `00-${traceId}-${randomHex(8)}-01`;
}

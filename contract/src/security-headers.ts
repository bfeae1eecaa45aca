/**
 * The headers every answer of the shop's two servers carries, the API's and the host's (which add their own
 * content security and referrer policies): HTTPS only, no guessing of a content type, never framed, a
 * browsing context group of its own.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

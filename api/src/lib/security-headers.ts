/**
 * The headers helmet sets for an API, decided once. Setting a fixed map costs next to nothing per request, while
 * helmet runs a dozen middlewares on each one (a quarter of the catalogue list's throughput, measured with
 * `npm run bench -w api`). JSON and images only: nothing here may run a script or be framed.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  // The site on other origins shows the uploaded images.
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

import { COMMON_SECURITY_HEADERS } from '@shop/contract';

/**
 * The headers helmet sets for an API, decided once. Setting a fixed map costs next to nothing per request, while
 * helmet runs a dozen middlewares on each one (a quarter of the catalogue list's throughput, measured with
 * `npm run bench -w api`). JSON and images only: nothing here may run a script or be framed.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // The site on other origins shows the uploaded images.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
};

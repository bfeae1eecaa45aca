import { siteConfig } from '@shop/shared/config';

/**
 * A stored path or URL made ready for an `src` or `href`: relative paths are served by the API,
 * absolute http(s) URLs pass through, anything else (javascript:, data:) is dropped.
 */
export function resolveApiUrl(pathOrUrl: string | null | undefined): string | null {
  const value = pathOrUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${siteConfig.apiUrl}${value}`;
  return null;
}

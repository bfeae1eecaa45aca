import { siteConfig } from '@shop/shared/config';

/** The full URL of an API path, as the site calls it. */
export function apiUrl(path: string): string {
  return `${siteConfig.apiUrl}${path}`;
}

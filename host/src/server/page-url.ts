import { siteConfig } from '@shop/shared/config';

/** Pages are addressed on the site's own origin, never on the request's Host header: any text a client sends. */
const SITE_ORIGIN = new URL(siteConfig.siteUrl).origin;

/** The page a request asks for: its path and query on the site, or null when its target is no address at all. */
export function pageUrl(target: string): URL | null {
  try {
    const { pathname, search } = new URL(target, SITE_ORIGIN);
    return new URL(`${pathname}${search}`, SITE_ORIGIN);
  } catch {
    return null;
  }
}

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

/**
 * Where an address with trailing slashes ('/bici/12-x/?color=rojo') is moved for good: the same path without them,
 * query kept; null for an address that has none. Leading slashes collapse to one, so the target is never another
 * host ('//otro.example').
 */
export function slashlessAddress(url: URL): string | null {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return null;
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
  return `${path}${url.search}`;
}

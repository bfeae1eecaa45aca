import { hasControlCharacter, isSafeLink } from '@shop/contract';

/** Links built from stored data must be a relative path or an http(s) URL, as the API stores them. */
export function isSafeHref(href: string | null | undefined): href is string {
  return isSafeLink(href?.trim() ?? '');
}

/** A stand-in for the site's origin: a path is the site's when it resolves on it. `.invalid` is no one's. */
const SITE_ORIGIN = 'https://site.invalid';
/** Percent-encoding inside percent-encoding ('%252F') is decoded this many times at most. */
const DECODINGS = 3;

/** `text` percent-decoded until nothing changes, or null when it is not valid percent-encoding or never settles. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let pass = 0; pass <= DECODINGS; pass += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path that starts on the site and stays there: no control character or backslash, not '//' once resolved. */
function staysOnSite(path: string): boolean {
  if (!path.startsWith('/') || hasControlCharacter(path) || path.includes('\\')) return false;
  const resolved = new URL(path, SITE_ORIGIN);
  return resolved.origin === SITE_ORIGIN && !resolved.pathname.startsWith('//');
}

/**
 * The one rule for a way back or onward that comes from an address (`back=`, `next=`, a server's redirect): a
 * same-site path, as given, or null (no open redirect). Its path is checked as written and also decoded, since a
 * server or router may decode it once more ('/%2F%2Fevil', '/%09/evil'); the query and fragment cannot change the
 * origin, so only their raw text is checked (a search for '100%' keeps its way back).
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !staysOnSite(path)) return null;
  const decoded = fullyDecoded(path.split(/[?#]/, 1)[0] ?? '');
  return decoded !== null && staysOnSite(decoded) ? path : null;
}

/** The sign-in page's address that leads back to `next` after sign-in, when `next` is a safe same-site path. */
export function signInPath(next: string | null | undefined): string {
  const back = safeReturnPath(next);
  return back ? `/login?${new URLSearchParams({ next: back }).toString()}` : '/login';
}

import { isSafeLink } from '@shop/contract';

/** Links built from stored data must be a relative path or an http(s) URL (decision 13), as the API stores them. */
export function isSafeHref(href: string | null | undefined): href is string {
  return isSafeLink(href?.trim() ?? '');
}

/** A same-site path to go back to after sign-in; anything else is ignored (no open redirect). */
export function safeReturnPath(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/** The sign-in page's address that leads back to `next` after sign-in, when `next` is a safe same-site path. */
export function signInPath(next: string | null | undefined): string {
  const back = safeReturnPath(next);
  return back ? `/login?${new URLSearchParams({ next: back }).toString()}` : '/login';
}

/** Links built from stored data must be a relative path or an http(s) URL (decision 13). */
export function isSafeHref(href: string | null | undefined): href is string {
  const value = href?.trim() ?? '';
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/** A same-site path to go back to after sign-in; anything else is ignored (no open redirect). */
export function safeReturnPath(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

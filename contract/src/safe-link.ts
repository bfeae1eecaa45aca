/** Stored links must be a relative path or an http(s) URL (decision 13): the API stores, and pages follow, no other. */
export function isSafeLink(value: string): boolean {
  // Browsers drop tabs and newlines inside a URL: '/\t/evil.example' would become '//evil.example'.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f')) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(value);
}

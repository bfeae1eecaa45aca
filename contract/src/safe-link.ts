/**
 * Whether `value` holds a C0 or C1 control character or DEL. Browsers drop tabs and newlines inside a URL:
 * '/\t/evil.example' would become '//evil.example'.
 */
export function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char <= '\u001f' || (char >= '\u007f' && char <= '\u009f'));
}

/** Stored links must be a relative path or an http(s) URL: the API stores, and pages follow, no other. */
export function isSafeLink(value: string): boolean {
  if (hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(value);
}

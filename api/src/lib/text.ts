/** Lower case without accents: what catalogue search compares ('Puños' → 'punos'). */
export function searchable(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Trimmed text, or null when empty (optional fields are stored as null). */
export function optionalText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Hex colour normalised for comparison: lower case, '#' kept, an 'ff' alpha suffix dropped. */
export function normaliseColour(value: string): string {
  const hex = value.trim().toLowerCase().replace(/^#?/, '#');
  return /^#[0-9a-f]{8}$/.test(hex) && hex.endsWith('ff') ? hex.slice(0, 7) : hex;
}

/** Stored links must be a relative path or an http(s) URL (decision 13). */
export function isSafeLink(value: string): boolean {
  // Browsers drop tabs and newlines inside a URL: '/\t/evil.example' would become '//evil.example'.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f')) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(value);
}

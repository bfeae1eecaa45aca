import { plainText } from '@shop/contract';

/** Lower case without accents: what catalogue search compares ('Puños' → 'punos'). */
export function searchable(...parts: (string | null | undefined)[]): string {
  return plainText(parts.filter(Boolean).join(' '));
}

/** Trimmed text, or null when empty (optional fields are stored as null). */
export function optionalText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

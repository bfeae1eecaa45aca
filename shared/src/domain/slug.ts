/** "Bici Rodado 29 Ñandú" → "bici-rodado-29-nandu". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address segment of a product: "{id}-{slug of name}". */
export function idSlug(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** The id in an address segment: its leading digits, or null when there are none. */
export function parseLeadingId(segment: string | undefined): number | null {
  const digits = /^\d+/.exec(segment ?? '')?.[0];
  if (!digits) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id in an address segment: its leading digits, or null when there are none. */
export function parseLeadingId(segment: string | undefined): number | null {
  const digits = /^\d+/.exec(segment ?? '')?.[0];
  if (!digits) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A `tel:` link for a phone number written for people ("+54 9 11 0000-0000"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

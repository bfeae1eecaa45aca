/**
 * 26/11/26, 14:05, in the browser's time zone. A 24-hour clock: es-AR's 12-hour one ends in 'p. m.', which
 * doubles the stop of a sentence it ends.
 */
export function formatDateTime(date: string | number): string {
  return new Date(date).toLocaleString('es-AR', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
}

/**
 * A number as es-AR writes it: 1.250.000,5 (at most `fractionDigits` decimals, half away from zero).
 * Written out instead of Intl.NumberFormat: the first one a page builds loads the locale's ICU data,
 * some 50 ms of main thread that would fall inside hydration.
 */
export function formatNumber(value: number, fractionDigits = 2): string {
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${fractionDigits}`))}e-${fractionDigits}`);
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

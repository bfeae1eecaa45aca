import { describe, expect, it } from '@jest/globals';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('writes numbers as Intl does for es-AR', () => {
    const intl = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
    for (const value of [0, 5, 999, 1500, 15000, 1250000, 1234.5, 0.125, 1.005, 999.999, -1500, 12345678.9, 0.01]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it('keeps only the decimals asked for', () => {
    expect(formatNumber(1450.75, 0)).toBe('1.451');
    expect(formatNumber(2.5, 1)).toBe('2,5');
  });
});

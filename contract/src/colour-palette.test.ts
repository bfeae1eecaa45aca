import { describe, expect, it } from '@jest/globals';
import { colourName, normaliseHex, presentColours } from './colour-palette';

describe('colour palette', () => {
  it('names palette colours, ignoring case and an opaque alpha suffix', () => {
    expect(colourName('#EF4444')).toBe('Rojo');
    expect(colourName('#1d4ed8ff')).toBe('Azul');
    expect(colourName('#123456')).toBe('#123456');
  });

  it("writes a colour as stored: lower case, with its '#'", () => {
    expect(normaliseHex(' EF4444 ')).toBe('#ef4444');
    expect(normaliseHex('#1D4ED8FF')).toBe('#1d4ed8');
    expect(normaliseHex('  ')).toBe('');
  });

  it('keeps a non-opaque alpha', () => {
    expect(normaliseHex('#00000080')).toBe('#00000080');
  });

  it('lists only the colours that have a value, once each', () => {
    expect(presentColours(['#000000', '', null, '  ', '#000000ff', '#ffffff', undefined])).toEqual([
      '#000000',
      '#ffffff',
    ]);
  });
});

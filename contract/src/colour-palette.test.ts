import { describe, expect, it } from '@jest/globals';
import { colourName, isHexColour, normaliseHex, presentColours } from './colour-palette';

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

  it.each(['#1d4ed8', 'EF4444', ' #ef4444FF ', '1d4ed8ff'])('takes %p as a colour', (value) => {
    expect(isHexColour(value)).toBe(true);
  });

  it.each(['', '#1d4ed', '#1d4ed8f', '#00000080', '##1d4ed8', '#1d4ed8 ff', 'rojo'])('refuses %p', (value) => {
    expect(isHexColour(value)).toBe(false);
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

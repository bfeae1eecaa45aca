import { describe, expect, it } from '@jest/globals';
import { nationalTaxesText, priceWithoutNationalTaxes, productPrice } from './price';

const TAXES = {
  ivaPercent: 21,
  internalPercent: 0,
  byCategory: { cascos: { ivaPercent: 10.5, internalPercent: 0 }, luces: { ivaPercent: 21, internalPercent: 4 } },
};

describe('priceWithoutNationalTaxes', () => {
  it.each([
    [1250000, 'mtb', 1033058],
    [121, 'ruta', 100],
    [9800, 'CASCOS', 8869],
    [12500, 'luces', 10000],
    [1, 'mtb', 1],
    [0, 'mtb', 0],
  ])('$ %i (%s) → $ %i, rounded to the peso with the category’s rates', (amount, category, expected) => {
    expect(priceWithoutNationalTaxes(amount, category, TAXES)).toBe(expected);
  });

  it("uses the site config's rates by default: IVA 21 %", () => {
    expect(priceWithoutNationalTaxes(1250000, 'mtb')).toBe(1033058);
  });
});

describe('nationalTaxesText', () => {
  it('is the line Ley 27.743 asks for beside a price', () => {
    expect(nationalTaxesText(1250000, 'mtb')).toBe('Precio sin impuestos nacionales: $ 1.033.058');
  });

  it('is absent where there is no price (the shopper reads ‘Consultá precio’)', () => {
    expect(nationalTaxesText(null, 'mtb')).toBeNull();
    expect(productPrice(null)).toBe('Consultá precio');
  });
});

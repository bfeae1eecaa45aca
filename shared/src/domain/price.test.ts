import { describe, expect, it } from '@jest/globals';
import { cashPrice, cashPriceText, nationalTaxesText, priceWithoutNationalTaxes, productPrice } from './price';

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

describe('cashPrice', () => {
  it.each([
    [1250000, null, 10, 1125000],
    [1250000, 15, 10, 1062500],
    [68900, 5, 10, 65455],
    [18500, null, 10, 16650],
    [999, null, 10, 899],
    [15, null, 10, 14],
    [45, null, 10, 41],
    [105, 10, 0, 95],
    [1250000, 0, 10, 1250000],
    [1250000, null, 0, 1250000],
    [0, null, 10, 0],
  ])('$ %i, own %p %, site %i % → $ %i, rounded to the peso', (amount, own, site, expected) => {
    expect(cashPrice(amount, own, site)).toBe(expected);
  });

  it("takes the site config's percentage by default: 10 %", () => {
    expect(cashPrice(1250000, undefined)).toBe(1125000);
  });
});

describe('cashPriceText', () => {
  it('words the cash or transfer price with the es-AR price format', () => {
    expect(cashPriceText(1250000, null)).toBe('$ 1.125.000 en efectivo o transferencia');
    expect(cashPriceText(890000, 15)).toBe('$ 756.500 en efectivo o transferencia');
  });

  it('is absent without a price, or when neither the product nor the site discounts', () => {
    expect(cashPriceText(null, 15)).toBeNull();
    expect(cashPriceText(undefined, null)).toBeNull();
    expect(cashPriceText(1250000, 0)).toBeNull();
    expect(cashPriceText(1250000, null, 0)).toBeNull();
    expect(cashPriceText(1250000, 5, 0)).toBe('$ 1.187.500 en efectivo o transferencia');
  });
});

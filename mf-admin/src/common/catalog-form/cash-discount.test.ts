import { parseCashDiscount } from './cash-discount';

describe('parseCashDiscount', () => {
  it.each([
    ['15', 15],
    ['15 %', 15],
    ['15%', 15],
    [' 0 ', 0],
    ['', null],
    ['90', 90],
    ['91', undefined],
    ['1 5', undefined],
    ['12,5', undefined],
    ['-5', undefined],
    ['diez', undefined],
  ])('reads %j as %p', (typed, percent) => {
    expect(parseCashDiscount(typed)).toBe(percent);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { FinancingPlan } from '@shop/shared/config';
import {
  bestInstalmentOffer,
  bestInstalmentText,
  instalmentOffers,
  instalmentText,
  splitInstalments,
} from './instalments';

const PLANS: FinancingPlan[] = [
  { instalments: [3, 6, 12], surchargePercent: 0 },
  { instalments: [18], surchargePercent: 25, minPrice: 300000 },
];

describe('splitInstalments', () => {
  it('rounds each instalment to the peso and lets the last absorb the difference', () => {
    expect(splitInstalments(899000, 12)).toEqual({ amount: 74917, last: 74913 });
    expect(splitInstalments(100000, 3)).toEqual({ amount: 33333, last: 33334 });
    expect(splitInstalments(90000, 6)).toEqual({ amount: 15000, last: 15000 });
  });

  it('always adds up to the total', () => {
    for (const total of [1, 999, 12345, 899000, 1123750, 2500001]) {
      for (const count of [2, 3, 6, 12, 18]) {
        const { amount, last } = splitInstalments(total, count);
        expect(amount * (count - 1) + last).toBe(total);
        expect(Math.abs(last - amount)).toBeLessThanOrEqual(count / 2);
      }
    }
  });
});

describe('instalmentOffers', () => {
  it('offers every plan whose minimum the price reaches, the surcharge on the total', () => {
    expect(instalmentOffers(899000, PLANS)).toEqual([
      { count: 3, surchargePercent: 0, total: 899000, amount: 299667, last: 299666 },
      { count: 6, surchargePercent: 0, total: 899000, amount: 149833, last: 149835 },
      { count: 12, surchargePercent: 0, total: 899000, amount: 74917, last: 74913 },
      { count: 18, surchargePercent: 25, total: 1123750, amount: 62431, last: 62423 },
    ]);
    expect(instalmentOffers(299999, PLANS).map((offer) => offer.count)).toEqual([3, 6, 12]);
  });

  it('offers nothing without a price', () => {
    expect(instalmentOffers(null, PLANS)).toEqual([]);
    expect(instalmentOffers(undefined, PLANS)).toEqual([]);
    expect(instalmentOffers(0, PLANS)).toEqual([]);
  });
});

describe('bestInstalmentOffer', () => {
  it('prefers no surcharge, then the most instalments', () => {
    expect(bestInstalmentOffer(instalmentOffers(899000, PLANS))).toMatchObject({ count: 12, surchargePercent: 0 });
  });

  it('takes a surcharged plan when it is the only one', () => {
    const plans = [
      { instalments: [6], surchargePercent: 10 },
      { instalments: [18, 12], surchargePercent: 25 },
    ];
    expect(bestInstalmentOffer(instalmentOffers(100000, plans))).toMatchObject({ count: 6, surchargePercent: 10 });
  });

  it('is none when there is no offer', () => {
    expect(bestInstalmentOffer([])).toBeUndefined();
  });
});

describe('instalmentText', () => {
  it('words a plan as card and detail show it, with the es-AR price format', () => {
    const [three, , twelve, eighteen] = instalmentOffers(899000, PLANS);
    expect(twelve && instalmentText(twelve)).toBe('12 cuotas sin interés de $ 74.917 (la última de $ 74.913)');
    expect(three && instalmentText(three)).toBe('3 cuotas sin interés de $ 299.667 (la última de $ 299.666)');
    expect(eighteen && instalmentText(eighteen)).toBe(
      '18 cuotas de $ 62.431 con 25 % de recargo (la última de $ 62.423)',
    );
  });

  it.each([
    [1250000, '12 cuotas sin interés de $ 104.167 (la última de $ 104.163)'],
    [100000, '12 cuotas sin interés de $ 8.333 (la última de $ 8.337)'],
    [1200000, '12 cuotas sin interés de $ 100.000'],
    [90000, '12 cuotas sin interés de $ 7.500'],
  ])('the instalments a shopper reads for $ %i add up to it: %s', (price, text) => {
    expect(bestInstalmentText(price)).toBe(text);
    const [amount = 0, last = amount] = [...text.matchAll(/\$ ([\d.]+)/g)].map(([, n]) =>
      Number(n?.replace(/\./g, '')),
    );
    expect(amount * 11 + last).toBe(price);
  });

  it("gives the card's line from the site's plans, or none without a price", () => {
    expect(bestInstalmentText(899000)).toBe('12 cuotas sin interés de $ 74.917 (la última de $ 74.913)');
    expect(bestInstalmentText(null)).toBeUndefined();
  });
});

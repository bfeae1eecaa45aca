import { describe, expect, it } from '@jest/globals';
import { appliedPrice, saleNote } from './sale';

const product = { precio: 620000, precio_oferta: 527000, oferta_desde: '2026-12-01', oferta_hasta: '2026-12-15' };
const at = (iso: string) => Date.parse(iso);

describe('the price a page shows', () => {
  it.each([
    ['not yet', '2026-12-01T02:59:59Z', 620000, null],
    [
      'on sale now',
      '2026-12-01T03:00:00Z',
      527000,
      { formerPrice: '$ 620.000', percentOff: '15 % OFF', until: 'Oferta hasta el 15/12/2026' },
    ],
    ['ended', '2026-12-16T03:00:00Z', 620000, null],
  ])('%s', (_case, when, price, note) => {
    expect(appliedPrice(product, at(when))).toBe(price);
    expect(saleNote(product, at(when))).toEqual(note);
  });

  it('a sale without an end shows no date; a list without sale fields shows the price', () => {
    const open = { ...product, oferta_desde: null, oferta_hasta: null };
    expect(saleNote(open, at('2030-01-01T00:00:00Z'))).toMatchObject({ until: null });
    expect(appliedPrice({ precio: 1000 })).toBe(1000);
    expect(saleNote({ precio: 1000 })).toBeNull();
  });
});

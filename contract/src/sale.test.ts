import { describe, expect, it } from '@jest/globals';
import { isOnSale, percentOff, priceAt, saleProblem } from './sale';
import { lifeWithinShopDay, nextShopMidnight } from './shop-day';

const at = (iso: string) => Date.parse(iso);
const sale = { precio: 100000, precio_oferta: 85000, oferta_desde: '2026-12-01', oferta_hasta: '2026-12-15' };

describe('a sale runs on the shop days of Argentina (UTC−3)', () => {
  it.each([
    ['the day before it starts, late at night there', '2026-12-01T02:59:59Z', false],
    ['from 00:00 of its first day there', '2026-12-01T03:00:00Z', true],
    ['on its last day', '2026-12-15T20:00:00Z', true],
    ['until 23:59 of its last day there', '2026-12-16T02:59:59Z', true],
    ['not from 00:00 of the next day', '2026-12-16T03:00:00Z', false],
  ])('%s', (_case, when, running) => {
    expect(isOnSale(sale, at(when))).toBe(running);
    expect(priceAt(sale, at(when))).toBe(running ? 85000 : 100000);
  });

  it.each([
    ['without dates: always', { oferta_desde: null, oferta_hasta: null }, true],
    ['without a start: until its end', { oferta_desde: null, oferta_hasta: '2026-12-15' }, true],
    ['without an end: from its start on', { oferta_desde: '2026-12-01', oferta_hasta: null }, true],
    ['not yet', { oferta_desde: '2026-12-11', oferta_hasta: null }, false],
    ['ended', { oferta_desde: null, oferta_hasta: '2026-12-09' }, false],
    ['without a sale price', { precio_oferta: null }, false],
    ['not below the price', { precio_oferta: 100000 }, false],
    ['without a price', { precio: null }, false],
  ])('%s', (_case, change, running) => {
    expect(isOnSale({ ...sale, ...change }, at('2026-12-10T12:00:00Z'))).toBe(running);
  });

  it('names the next midnight there, which no cached answer outlives', () => {
    expect(lifeWithinShopDay(60_000, at('2026-12-16T02:00:00Z'))).toBe(60_000);
    expect(lifeWithinShopDay(60_000, at('2026-12-16T02:59:59.000Z'))).toBe(999);
    expect(new Date(nextShopMidnight(at('2026-12-16T02:00:00Z'))).toISOString()).toBe('2026-12-16T03:00:00.000Z');
    expect(new Date(nextShopMidnight(at('2026-12-16T03:00:00Z'))).toISOString()).toBe('2026-12-17T03:00:00.000Z');
  });
});

describe('percent off', () => {
  it.each([
    [100000, 85000, 15],
    [100000, 85500, 14],
    [890000, 756500, 15],
    [100, 71, 29],
    [9999.99, 8999.99, 10],
    [100000, 99999, 1],
  ])('$ %d → $ %d is %d % OFF (rounded down, at least 1)', (precio, oferta, percent) => {
    expect(percentOff(precio, oferta)).toBe(percent);
  });
});

describe('what a sale may be', () => {
  it.each([
    [{}, null],
    [{ precio_oferta: null, oferta_desde: null, oferta_hasta: null }, null],
    [{ precio_oferta: 100000 }, 'El precio de oferta tiene que ser menor que el precio.'],
    [{ precio: null }, 'Para una oferta, cargá primero el precio.'],
    [{ precio_oferta: null }, 'Cargá el precio de oferta para sus fechas.'],
    [{ oferta_hasta: '2026-11-30' }, 'La oferta no puede terminar antes de empezar.'],
    [{ oferta_desde: '2026-02-30' }, 'Fecha inválida: usá el formato AAAA-MM-DD.'],
    [{ oferta_hasta: '15/12/2026' }, 'Fecha inválida: usá el formato AAAA-MM-DD.'],
  ])('%j: %s', (change, message) => {
    expect(saleProblem({ ...sale, ...change })?.message ?? null).toBe(message);
  });
});

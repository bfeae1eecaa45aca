import { describe, expect, it } from '@jest/globals';
import { makeStore } from '@shop/shared/store';
import { anEnquiryLine } from '@shop/shared/test';
import { lineKey, MAX_LINES, MAX_QUANTITY, parseLine } from './enquiry-line';
import {
  enquiryRestored,
  lineAdded,
  lineChecked,
  lineRemoved,
  quantityChanged,
  selectEnquiryCount,
  selectEnquiryLines,
} from './enquiry-slice';

const trailRed = anEnquiryLine();

describe('the enquiry list', () => {
  it('adds the same product and choice to one line, and another choice as a line of its own', () => {
    const store = makeStore();
    store.dispatch(lineAdded(trailRed));
    store.dispatch(lineAdded({ ...trailRed, cantidad: 2 }));
    store.dispatch(lineAdded({ ...trailRed, talle: 'L' }));

    expect(selectEnquiryLines(store.getState()).map((line) => [line.talle, line.cantidad])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect(selectEnquiryCount(store.getState())).toBe(4);
  });

  it('keeps quantities between 1 and the most a line holds', () => {
    const store = makeStore();
    store.dispatch(lineAdded({ ...trailRed, cantidad: 500 }));
    expect(selectEnquiryLines(store.getState())[0]?.cantidad).toBe(MAX_QUANTITY);

    store.dispatch(quantityChanged({ key: lineKey(trailRed), cantidad: 0 }));
    expect(selectEnquiryLines(store.getState())[0]?.cantidad).toBe(1);
  });

  it(`keeps at most ${MAX_LINES} lines`, () => {
    const store = makeStore();
    for (let id = 1; id <= MAX_LINES + 5; id += 1) store.dispatch(lineAdded({ ...trailRed, id }));
    expect(selectEnquiryLines(store.getState())).toHaveLength(MAX_LINES);
  });

  it("takes today's name and price from the shop, marks a product that is gone, and removes a line", () => {
    const store = makeStore();
    store.dispatch(lineAdded(trailRed));
    store.dispatch(lineChecked({ key: lineKey(trailRed), product: { nombre: 'Trail Andino 2', precio: 1_300_000 } }));
    expect(selectEnquiryLines(store.getState())[0]).toMatchObject({ nombre: 'Trail Andino 2', precio: 1_300_000 });
    const checked = { nombre: 'Trail Andino 2', precio: 1_300_000, descuento_efectivo: 15 };
    store.dispatch(lineChecked({ key: lineKey(trailRed), product: checked }));
    expect(selectEnquiryLines(store.getState())[0]).toMatchObject({ descuento_efectivo: 15 });
    store.dispatch(lineChecked({ key: lineKey(trailRed), product: { ...checked, descuento_efectivo: null } }));
    expect(selectEnquiryLines(store.getState())[0]?.descuento_efectivo).toBeNull();

    store.dispatch(lineChecked({ key: lineKey(trailRed), product: null }));
    expect(selectEnquiryLines(store.getState())[0]?.gone).toBe(true);

    store.dispatch(lineRemoved(lineKey(trailRed)));
    expect(selectEnquiryLines(store.getState())).toEqual([]);
  });

  it('reads back only well-formed lines', () => {
    expect(parseLine(trailRed)).toEqual(trailRed);
    expect(parseLine({ ...trailRed, cantidad: 7.8 })?.cantidad).toBe(7);
    expect(parseLine({ ...trailRed, descuento_efectivo: 15 })).toEqual({ ...trailRed, descuento_efectivo: 15 });
    expect(parseLine({ ...trailRed, descuento_efectivo: null })).toEqual(trailRed);
    for (const broken of [
      null,
      'x',
      { ...trailRed, type: 'patineta' },
      { ...trailRed, id: '15' },
      { ...trailRed, precio: '1' },
      { ...trailRed, descuento_efectivo: '15' },
    ]) {
      expect(parseLine(broken)).toBeNull();
    }
    const store = makeStore();
    store.dispatch(enquiryRestored([trailRed]));
    expect(selectEnquiryLines(store.getState())).toEqual([trailRed]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { changedPrice, priceProblem } from './price-change';

describe('changedPrice', () => {
  it('sube o baja un porcentaje y redondea al paso más cercano', () => {
    expect(changedPrice(150_000, { tipo: 'porcentaje', valor: 10, redondeo: 1 })).toBe(165_000);
    expect(changedPrice(123_456, { tipo: 'porcentaje', valor: 10, redondeo: 1 })).toBe(135_802);
    expect(changedPrice(123_456, { tipo: 'porcentaje', valor: 10, redondeo: 100 })).toBe(135_800);
    expect(changedPrice(123_456, { tipo: 'porcentaje', valor: 10, redondeo: 1000 })).toBe(136_000);
    expect(changedPrice(123_456, { tipo: 'porcentaje', valor: -5, redondeo: 1000 })).toBe(117_000);
  });

  it('suma o resta un monto', () => {
    expect(changedPrice(10_000, { tipo: 'monto', valor: 2_550, redondeo: 1 })).toBe(12_550);
    expect(changedPrice(10_000, { tipo: 'monto', valor: 2_550, redondeo: 100 })).toBe(12_600);
    expect(changedPrice(10_000, { tipo: 'monto', valor: -2_450, redondeo: 1000 })).toBe(8_000);
  });

  it('redondea la mitad hacia arriba', () => {
    expect(changedPrice(1_050, { tipo: 'monto', valor: 0, redondeo: 100 })).toBe(1_100);
    expect(changedPrice(1_500, { tipo: 'monto', valor: 0, redondeo: 1000 })).toBe(2_000);
    expect(changedPrice(1_499, { tipo: 'monto', valor: 0, redondeo: 1000 })).toBe(1_000);
  });

  it.each([1, 100, 1000] as const)(
    'un precio que el cambio deja por debajo de $ 0 sigue por debajo al redondear a %i',
    (redondeo) => {
      const lowered = changedPrice(4_000, { tipo: 'porcentaje', valor: -101, redondeo });
      expect(lowered).toBeLessThan(0);
      expect(priceProblem(lowered ?? 0, 'accesorios')).toBe('El precio nuevo quedaría por debajo de $ 0.');
      expect(changedPrice(400, { tipo: 'monto', valor: -401, redondeo })).toBeLessThan(0);
    },
  );

  it('baja un 100 % a $ 0', () => {
    expect(changedPrice(4_000, { tipo: 'porcentaje', valor: -100, redondeo: 100 })).toBe(0);
  });

  it('deja sin precio a un producto sin precio', () => {
    expect(changedPrice(null, { tipo: 'porcentaje', valor: 10, redondeo: 100 })).toBeNull();
  });
});

describe('priceProblem', () => {
  it('rechaza un precio negativo o por encima del máximo del catálogo', () => {
    expect(priceProblem(-1, 'bicicletas')).toMatch(/por debajo de \$ 0/);
    expect(priceProblem(100_000_001, 'accesorios')).toMatch(/máximo/);
    expect(priceProblem(0, 'accesorios')).toBeNull();
  });
});

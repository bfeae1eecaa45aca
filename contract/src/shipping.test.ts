import { describe, expect, it } from '@jest/globals';
import { readPostcode, type ShippingZone, shippingDays, shippingTableProblem, zoneFor } from './shipping';

const ZONES: ShippingZone[] = [
  { nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499, costo: 4500, dias: 2 },
  { nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999, costo: 6500, dias: 3 },
];

describe('readPostcode', () => {
  it.each([
    ['1425', 1425],
    [' 1425 ', 1425],
    ['C1425ABC', 1425],
    ['c1425abc', 1425],
    ['C 1425 ABC', 1425],
    ['B1636', 1636],
    ['9410', 9410],
  ])('lee %p como %p', (typed, digits) => {
    expect(readPostcode(typed)).toBe(digits);
  });

  it.each(['', '142', '14250', '0999', 'ABCD', 'C1425AB', '1425ABCD', '14 25', 'CC1425ABC'])('rechaza %p', (typed) => {
    expect(readPostcode(typed)).toBeNull();
  });
});

describe('zoneFor', () => {
  it('encuentra la zona cuyo rango incluye el código, bordes incluidos', () => {
    expect(zoneFor(ZONES, 1000)?.nombre).toBe('CABA');
    expect(zoneFor(ZONES, 1499)?.nombre).toBe('CABA');
    expect(zoneFor(ZONES, 1636)?.nombre).toBe('GBA');
  });

  it('no encuentra zona para un código fuera de todos los rangos', () => {
    expect(zoneFor(ZONES, 1500)).toBeNull();
    expect(zoneFor([], 1425)).toBeNull();
  });
});

describe('shippingDays', () => {
  it('dice los días hábiles en singular y plural', () => {
    expect(shippingDays(1)).toBe('1 día hábil');
    expect(shippingDays(5)).toBe('5 días hábiles');
  });
});

describe('shippingTableProblem', () => {
  it('acepta una tabla válida y una vacía', () => {
    expect(shippingTableProblem(ZONES)).toBeNull();
    expect(shippingTableProblem([])).toBeNull();
  });

  it.each([
    [{ nombre: ' ' }, 'zonas.1.nombre', 'Ingresá el nombre de la zona.'],
    [{ cp_desde: 999 }, 'zonas.1.cp_desde', 'El código postal debe ser un número de 1000 a 9999.'],
    [{ cp_hasta: 10000 }, 'zonas.1.cp_hasta', 'El código postal debe ser un número de 1000 a 9999.'],
    [{ cp_hasta: 1599 }, 'zonas.1.cp_hasta', "'Hasta' no puede ser menor que 'Desde'."],
    [{ costo: -1 }, 'zonas.1.costo', 'El costo debe ser un número entero de pesos, de 0 a 10.000.000.'],
    [{ costo: 10.5 }, 'zonas.1.costo', 'El costo debe ser un número entero de pesos, de 0 a 10.000.000.'],
    [{ dias: 0 }, 'zonas.1.dias', 'Los días deben ser un número entero de 1 a 90.'],
    [{ cp_desde: 1400 }, 'zonas.1.cp_desde', "El rango de 'GBA' se superpone con el de 'CABA'."],
  ])('rechaza %p en %s', (change, campo, error) => {
    const zones = [ZONES[0] as ShippingZone, { ...(ZONES[1] as ShippingZone), ...change }];
    expect(shippingTableProblem(zones)).toEqual({ campo, error });
  });
});

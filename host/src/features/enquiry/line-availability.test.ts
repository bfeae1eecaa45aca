import { describe, expect, it } from '@jest/globals';
import type { DisponibilidadCombinacion } from '@shop/contract';
import { lineAvailabilityLabel } from './line-availability';

const trail: DisponibilidadCombinacion[] = [
  { color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null },
  { color: '#ef4444', talle: 'L', tienda: 'casa-central', estado: 'a_pedido', dias: 15 },
  { color: '#000000', talle: 'M', tienda: 'casa-central', estado: 'sin_stock', dias: null },
  { color: '#ef4444', talle: 'L', tienda: 'local-palermo', estado: 'en_stock', dias: null },
];

describe("a line's availability", () => {
  it("is the bicycle's for the line's colour (by its name) and talle, at each store that has data", () => {
    expect(lineAvailabilityLabel(trail, { color: 'Rojo', talle: 'L' })).toBe(
      'A pedido (15 días) en Casa central, En stock en Local Palermo',
    );
    expect(lineAvailabilityLabel(trail, { color: 'Negro', talle: 'M' })).toBe('Sin stock en Casa central');
    expect(lineAvailabilityLabel(trail, { color: 'Rojo' })).toBe('En stock en Casa central, En stock en Local Palermo');
  });

  it("says nothing for a line without the colour, rather than another colour's", () => {
    expect(lineAvailabilityLabel(trail, { talle: 'M' })).toBeUndefined();
    expect(lineAvailabilityLabel(trail, {})).toBeUndefined();
  });

  it("is a bicycle's without colours for the line's talle", () => {
    const fixie: DisponibilidadCombinacion[] = [
      { color: '', talle: 'S', tienda: 'casa-central', estado: 'en_stock', dias: null },
      { color: '', talle: 'M', tienda: 'casa-central', estado: 'sin_stock', dias: null },
    ];
    expect(lineAvailabilityLabel(fixie, { talle: 'M' })).toBe('Sin stock en Casa central');
  });

  it('says nothing for a choice the shop has no data for', () => {
    expect(lineAvailabilityLabel(trail, { color: 'Azul', talle: 'M' })).toBeUndefined();
    expect(lineAvailabilityLabel([], {})).toBeUndefined();
    expect(lineAvailabilityLabel(null, {})).toBeUndefined();
  });

  it("is an accessory's own", () => {
    expect(lineAvailabilityLabel({ estado: 'pocas_unidades', dias: null }, {})).toBe('Pocas unidades');
  });
});

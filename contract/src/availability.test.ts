import { describe, expect, it } from '@jest/globals';
import {
  availabilityAxes,
  availabilityLabel,
  choiceAvailability,
  type DisponibilidadCombinacion,
  offeredSizes,
  SCHEMA_ORG_AVAILABILITY,
  soonestAtStores,
  storeAvailabilities,
} from './availability';

const CENTRAL = 'casa-central';
const PALERMO = 'local-palermo';
const COMBINATIONS: DisponibilidadCombinacion[] = [
  { color: '#000000', talle: 'M', tienda: CENTRAL, estado: 'sin_stock', dias: null },
  { color: '#ef4444', talle: 'S', tienda: CENTRAL, estado: 'a_pedido', dias: 30 },
  { color: '#ef4444', talle: 'M', tienda: CENTRAL, estado: 'a_pedido', dias: 10 },
  { color: '#ef4444', talle: 'XL', tienda: CENTRAL, estado: 'pocas_unidades', dias: null },
  { color: '#ef4444', talle: 'M', tienda: PALERMO, estado: 'en_stock', dias: null },
];
const STORES = [
  { id: CENTRAL, title: 'Casa central' },
  { id: PALERMO, title: 'Local Palermo' },
];

describe('availability', () => {
  it('labels each state, the days of A pedido, and no data', () => {
    expect(availabilityLabel({ estado: 'en_stock', dias: null })).toBe('En stock');
    expect(availabilityLabel({ estado: 'pocas_unidades', dias: null })).toBe('Pocas unidades');
    expect(availabilityLabel({ estado: 'a_pedido', dias: 1 })).toBe('A pedido (1 día)');
    expect(availabilityLabel({ estado: 'a_pedido', dias: 15 })).toBe('A pedido (15 días)');
    expect(availabilityLabel({ estado: 'sin_stock', dias: null })).toBe('Sin stock');
    expect(availabilityLabel(null)).toBe('Consultá disponibilidad');
  });

  it('maps each state to schema.org, A pedido as BackOrder', () => {
    expect(SCHEMA_ORG_AVAILABILITY).toEqual({
      en_stock: 'https://schema.org/InStock',
      pocas_unidades: 'https://schema.org/LimitedAvailability',
      a_pedido: 'https://schema.org/BackOrder',
      sin_stock: 'https://schema.org/OutOfStock',
    });
  });

  it('answers a full choice, the soonest of a partial one, and null without data', () => {
    expect(choiceAvailability(COMBINATIONS, { color: '#EF4444', talle: ' m', tienda: CENTRAL })).toEqual({
      estado: 'a_pedido',
      dias: 10,
    });
    expect(choiceAvailability(COMBINATIONS, { color: '#ef4444', tienda: CENTRAL })).toEqual({
      estado: 'pocas_unidades',
      dias: null,
    });
    expect(choiceAvailability(COMBINATIONS, { talle: 'M', tienda: CENTRAL })).toEqual({ estado: 'a_pedido', dias: 10 });
    expect(choiceAvailability(COMBINATIONS, { talle: 'M' })).toEqual({ estado: 'en_stock', dias: null });
    expect(choiceAvailability(COMBINATIONS, { tienda: CENTRAL })).toEqual({ estado: 'pocas_unidades', dias: null });
    expect(choiceAvailability(COMBINATIONS, { color: '#000000', tienda: PALERMO })).toBeNull();
    expect(choiceAvailability(COMBINATIONS, { color: '#000000', talle: 'S' })).toBeNull();
    expect(choiceAvailability([], {})).toBeNull();
  });

  it("answers a choice at each store, in the stores' order, null where a store has no data", () => {
    expect(storeAvailabilities(COMBINATIONS, STORES, { color: '#ef4444', talle: 'M' })).toEqual([
      { store: STORES[0], availability: { estado: 'a_pedido', dias: 10 } },
      { store: STORES[1], availability: { estado: 'en_stock', dias: null } },
    ]);
    expect(storeAvailabilities(COMBINATIONS, STORES, { color: '#000000', talle: 'M' })).toEqual([
      { store: STORES[0], availability: { estado: 'sin_stock', dias: null } },
      { store: STORES[1], availability: null },
    ]);
  });

  it('answers the soonest of a choice among stores, with the stores that have it', () => {
    expect(soonestAtStores(COMBINATIONS, STORES, { color: '#ef4444', talle: 'M' })).toEqual({
      availability: { estado: 'en_stock', dias: null },
      stores: [STORES[1]],
    });
    expect(soonestAtStores(COMBINATIONS, STORES.slice(0, 1), { color: '#ef4444', talle: 'M' })).toEqual({
      availability: { estado: 'a_pedido', dias: 10 },
      stores: [STORES[0]],
    });
    const everywhere = COMBINATIONS.map((combination) => ({ ...combination, estado: 'en_stock' as const, dias: null }));
    expect(soonestAtStores(everywhere, STORES, { color: '#ef4444', talle: 'M' }).stores).toEqual(STORES);
    expect(soonestAtStores(COMBINATIONS, STORES, { color: '#1d4ed8' })).toEqual({ availability: null, stores: [] });
  });

  it('reads the talle list once each, and an axis the bicycle does not name as one unnamed value', () => {
    expect(offeredSizes(' S, M,,M ,L')).toEqual(['S', 'M', 'L']);
    expect(offeredSizes(null)).toEqual([]);
    expect(availabilityAxes([], [])).toEqual({ colours: [''], talles: [''] });
    expect(availabilityAxes(['#000000'], ['M'])).toEqual({ colours: ['#000000'], talles: ['M'] });
  });
});

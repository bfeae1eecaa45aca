import { describe, expect, it } from '@jest/globals';
import { fieldLabel, valueText } from './history-labels';

describe('history values as the owner reads them', () => {
  it('names fields in Spanish, the bicycle specs included', () => {
    expect(fieldLabel('origen_pais')).toBe('País de origen');
    expect(fieldLabel('sistema_frenos')).toBe('Sistema de frenos');
    expect(['precio_oferta', 'oferta_desde', 'oferta_hasta'].map(fieldLabel)).toEqual([
      'Precio de oferta',
      'Oferta desde',
      'Oferta hasta',
    ]);
  });

  it('writes yes/no, prices, colours, availability and empty values', () => {
    expect(valueText('visible', false)).toBe('No');
    expect(valueText('precio', 1_250_000)).toBe('$ 1.250.000');
    expect(valueText('precio_oferta', 1_062_500)).toBe('$ 1.062.500');
    expect(valueText('color1', '#000000')).toBe('Negro');
    expect(valueText('detalle', null)).toBe('(vacío)');
    expect(valueText('disponibilidad', { estado: 'a_pedido', dias: 10 })).toBe('A pedido (10 días)');
    expect(
      valueText('disponibilidad', [
        { color: '#ef4444', talle: 'M', tienda: 'local-palermo', estado: 'en_stock', dias: null },
        { color: '#000000', talle: 'L', estado: 'sin_stock', dias: null },
      ]),
    ).toBe('Rojo M en Local Palermo: En stock; Negro L: Sin stock');
    expect(valueText('disponibilidad', [])).toBe('(vacío)');
  });
});

import { describe, expect, it } from '@jest/globals';
import { idSlug, productPath, productRoute, slugify } from './product-paths';

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Bici Rodado 29 — Ñandú Pro!')).toBe('bici-rodado-29-nandu-pro');
  });
});

describe('idSlug', () => {
  it('joins the id and the slug of the name', () => {
    expect(idSlug(12, 'Puños Ergonómicos')).toBe('12-punos-ergonomicos');
  });

  it('is the bare id when the name has no letters or digits', () => {
    expect(idSlug(7, '¡¿?!')).toBe('7');
  });
});

describe('productPath', () => {
  it("is the kind's prefix and the item's id and slug", () => {
    expect(productPath('bicicleta', { id: 12, nombre: 'Trail Andino 29' })).toBe('/bici/12-trail-andino-29');
    expect(productPath('accesorio', { id: 7, nombre: 'Inflador de pie' })).toBe('/accesorio/7-inflador-de-pie');
  });

  it("matches the router's pattern for the kind", () => {
    expect(productRoute('bicicleta')).toBe('/bici/:idSlug');
    expect(productRoute('accesorio')).toBe('/accesorio/:idSlug');
  });
});

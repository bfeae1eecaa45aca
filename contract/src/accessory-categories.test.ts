import { describe, expect, it } from '@jest/globals';
import { ACCESSORY_CATEGORIES, accessoryCategoryFromSlug } from './accessory-categories';

describe('accessoryCategoryFromSlug', () => {
  it.each([
    ['infladores', 'INFLADORES'],
    ['cascos', 'CASCOS'],
    ['seguridad', 'CADENA / LINGA / CANDADO'],
    ['pie-de-apoyo', 'PIE DE APOYO'],
    ['pie-apoyo', 'PIE DE APOYO'],
    ['punos', 'PUÑOS'],
    ['Luces', 'LUCES'],
  ])('maps %p to %p', (slug, category) => {
    expect(accessoryCategoryFromSlug(slug)).toBe(category);
  });

  it('upper-cases an unknown slug as is', () => {
    expect(accessoryCategoryFromSlug('timbres')).toBe('TIMBRES');
  });
});

describe('ACCESSORY_CATEGORIES', () => {
  it('lists the nine categories, OTROS only off the landing page', () => {
    expect(ACCESSORY_CATEGORIES.map((category) => category.name)).toEqual([
      'INFLADORES',
      'CASCOS',
      'LUCES',
      'GUARDABARROS',
      'CADENA / LINGA / CANDADO',
      'PIE DE APOYO',
      'PUÑOS',
      'ESTABILIZADORES',
      'OTROS',
    ]);
    expect(ACCESSORY_CATEGORIES.filter((category) => !category.onLanding).map((category) => category.name)).toEqual([
      'OTROS',
    ]);
  });
});

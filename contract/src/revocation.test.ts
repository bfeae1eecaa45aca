import { describe, expect, it } from '@jest/globals';
import { cleanRevocationInput, revocationProblems } from './revocation';
import { shopDay } from './shop-day';

/** 15 March 2026, 01:00 in Buenos Aires (04:00 UTC). */
const NOW = new Date('2026-03-15T04:00:00Z');
const VALID = {
  nombre: 'Ana Pérez',
  dni: '30123456',
  contacto: 'ana@example.com',
  producto: 'Casco Vento',
  fecha: '2026-03-10',
};

describe('the revocation rules', () => {
  it('find nothing wrong with a complete request', () => {
    expect(revocationProblems(VALID, NOW)).toEqual({});
  });

  it('name every empty field, in the form’s order', () => {
    const empty = { nombre: '', dni: '', contacto: '', producto: '', fecha: '' };
    expect(Object.entries(revocationProblems(empty, NOW))).toEqual([
      ['nombre', 'Ingresá tu nombre y apellido.'],
      ['dni', 'El DNI debe tener 7 a 9 dígitos.'],
      ['contacto', 'Dejanos un email o un teléfono para responderte.'],
      ['producto', 'Contanos qué compraste.'],
      ['fecha', 'Indicá cuándo hiciste la compra.'],
    ]);
  });

  it.each([
    ['ana@example.com', undefined],
    ['11 5555-5555', undefined],
    ['+54 9 11 5555 5555', undefined],
    ['(011) 4555-0000', undefined],
    ['5555-555', 'Ingresá un email válido o un teléfono con al menos 8 dígitos.'],
    ['ana@', 'Ingresá un email válido o un teléfono con al menos 8 dígitos.'],
    ['ana', 'Ingresá un email válido o un teléfono con al menos 8 dígitos.'],
    ['1234567890123456', 'Ingresá un email válido o un teléfono con al menos 8 dígitos.'],
    [`${'a'.repeat(120)}@example.com`, 'El email o teléfono es demasiado largo.'],
  ])('take %j as a contact: %s', (contacto, problem) => {
    expect(revocationProblems({ ...VALID, contacto }, NOW).contacto).toBe(problem);
  });

  it.each([
    ['2026-03-15', undefined],
    ['2025-03-15', undefined],
    ['2025-03-14', 'La fecha de compra no puede tener más de un año.'],
    ['2026-03-16', 'La fecha de compra no puede ser posterior a hoy.'],
    ['2026-02-30', 'La fecha de compra no es válida.'],
    ['15/03/2026', 'La fecha de compra no es válida.'],
  ])('take %j as the purchase day on 15 March 2026: %s', (fecha, problem) => {
    expect(revocationProblems({ ...VALID, fecha }, NOW).fecha).toBe(problem);
  });

  it('use the DNI rule and message of the registration', () => {
    expect(revocationProblems({ ...VALID, dni: '123456' }, NOW)).toEqual({ dni: 'El DNI debe tener 7 a 9 dígitos.' });
  });

  it('refuse names and products longer than they are stored', () => {
    expect(revocationProblems({ ...VALID, nombre: 'a'.repeat(121), producto: 'b'.repeat(301) }, NOW)).toEqual({
      nombre: 'El nombre es demasiado largo.',
      producto: 'La descripción de la compra es demasiado larga.',
    });
  });

  it('trim what was typed and take the dots and spaces out of the DNI', () => {
    expect(
      cleanRevocationInput({
        nombre: ' Ana ',
        dni: ' 30.123 456 ',
        contacto: ' 1155555555 ',
        producto: ' x ',
        fecha: ' 2026-03-10 ',
      }),
    ).toEqual({ nombre: 'Ana', dni: '30123456', contacto: '1155555555', producto: 'x', fecha: '2026-03-10' });
  });

  it('count days in Argentina: 01:00 on the 15th there is still the 15th, 02:00 UTC on the 16th too', () => {
    expect(shopDay(NOW)).toBe('2026-03-15');
    expect(shopDay(new Date('2026-03-16T02:00:00Z'))).toBe('2026-03-15');
    expect(shopDay(NOW, 365)).toBe('2025-03-15');
  });
});

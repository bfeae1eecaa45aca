import { describe, expect, it } from '@jest/globals';
import {
  cleanRegisterInput,
  normaliseEmail,
  passwordChangeProblems,
  REGISTER_HINTS,
  registerProblems,
} from './accounts';

const VALID = { nombre: 'Ana', email: 'ana@example.com', dni: '30123456', contrasena: 'secreta' };

describe('the registration rules', () => {
  it('find nothing wrong with a complete registration', () => {
    expect(registerProblems(VALID)).toEqual({});
  });

  it('name every field that is wrong, in the form’s order, with the forms’ words', () => {
    const problems = registerProblems({ nombre: '', email: 'ana@', dni: '123', contrasena: 'abc' });
    expect(Object.entries(problems)).toEqual([
      ['nombre', 'El nombre es obligatorio.'],
      ['email', 'El email no es válido.'],
      ['dni', 'El DNI debe tener 7 a 9 dígitos.'],
      ['contrasena', 'La contraseña debe tener al menos 6 caracteres.'],
    ]);
  });

  it('give the forms their hints', () => {
    expect(REGISTER_HINTS).toEqual({ dni: 'Ingresá 7 a 9 dígitos', contrasena: 'Mínimo 6 caracteres' });
  });

  it.each(['1234567', '123456789'])('take a DNI of 7 to 9 digits (%s)', (dni) => {
    expect(registerProblems({ ...VALID, dni })).toEqual({});
  });

  it('ask for the e-mail before its shape, and refuse a password of spaces only', () => {
    expect(registerProblems({ ...VALID, email: '', contrasena: '       ' })).toEqual({
      email: 'El email es obligatorio.',
      contrasena: 'La contraseña no puede ser sólo espacios.',
    });
  });

  it.each(['\u200b'.repeat(6), '\u3164'.repeat(6), ' \u200b \ufe0f \u2060'])(
    'count invisible characters as spaces in a password (%j)',
    (contrasena) => {
      expect(registerProblems({ ...VALID, contrasena })).toEqual({
        contrasena: 'La contraseña no puede ser sólo espacios.',
      });
    },
  );

  it('trim what was typed except the password', () => {
    expect(
      cleanRegisterInput({ nombre: ' Ana ', email: ' ana@example.com ', dni: ' 30123456 ', contrasena: ' x ' }),
    ).toEqual({ nombre: 'Ana', email: 'ana@example.com', dni: '30123456', contrasena: ' x ' });
  });

  it.each([
    ['dots', '30.123.456', '30123456'],
    ['spaces', '30 123 456', '30123456'],
    ['a no-break space and dots', '7.123\u00a0456 ', '7123456'],
  ])('keeps only the digits of a DNI written with %s', (_case, dni, digits) => {
    const cleaned = cleanRegisterInput({ ...VALID, dni });
    expect(cleaned.dni).toBe(digits);
    expect(registerProblems(cleaned)).toEqual({});
  });

  it.each(['30-123-456', '30,123,456', '30.123.45a'])('still refuses a DNI with other characters: %s', (dni) => {
    expect(registerProblems(cleanRegisterInput({ ...VALID, dni }))).toEqual({
      dni: 'El DNI debe tener 7 a 9 dígitos.',
    });
  });

  it.each([
    ['a Cyrillic а', 'cl\u0430ra@example.com'],
    ['a dotless ı', 'cl\u0131ra@example.com'],
    ['a Greek ο in the domain', 'clara@examp\u03bfle.com'],
    ['a combining accent on a letter that has none precomposed', 'cla\u0301\u0301ra@example.com'],
  ])('refuse an e-mail with %s', (_case, email) => {
    expect(registerProblems({ ...VALID, email })).toEqual({
      email: 'El email sólo puede tener letras latinas (con o sin tilde), números y signos como . _ - +.',
    });
  });

  it('refuse a trailing dot, and accept Spanish letters and what normalises to ASCII', () => {
    expect(registerProblems({ ...VALID, email: 'ana@example.com.' })).toEqual({
      email: 'El email no puede terminar en punto.',
    });
    for (const email of [
      'Muñoz@Ñandú.com.ar',
      'ana+tienda@example.com',
      'ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'ana\u200b@example.com',
    ])
      expect({ email, problems: registerProblems({ ...VALID, email }) }).toEqual({ email, problems: {} });
  });

  it('normalise an e-mail to one form: NFKC, no invisible characters, trimmed, lower case', () => {
    expect(normaliseEmail(' ＡＮＡ\ufe0f@Example.com\u200b ')).toBe('ana@example.com');
  });
});

describe('the password change rules', () => {
  it('find nothing wrong with the current password and a new one the registration would take', () => {
    expect(passwordChangeProblems({ contrasena_actual: 'vieja', contrasena_nueva: 'nueva-secreta' })).toEqual({});
  });

  it('ask for the current password and hold the new one to the registration’s rule', () => {
    expect(passwordChangeProblems({ contrasena_actual: '', contrasena_nueva: 'abc' })).toEqual({
      contrasena_actual: 'La contraseña actual es obligatoria.',
      contrasena_nueva: 'La contraseña debe tener al menos 6 caracteres.',
    });
    expect(passwordChangeProblems({ contrasena_actual: 'vieja', contrasena_nueva: '\u200b'.repeat(6) })).toEqual({
      contrasena_nueva: 'La contraseña no puede ser sólo espacios.',
    });
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['Ana@Exámple.com', 'ana@xn--exmple-qta.com'],
    ['ana@xn--exmple-qta.com', 'ana@xn--exmple-qta.com'],
    ['ana@EXÁMPLE.COM', 'ana@xn--exmple-qta.com'],
    ['muñoz@ñandú.com.ar', 'muñoz@xn--and-6ma2c.com.ar'],
    [' ａｎａ@example.com ', 'ana@example.com'],
    ['ana@exa/mple.com', 'ana@exa/mple.com'],
    ['sin-arroba', 'sin-arroba'],
  ])('%p is stored as %p', (email, stored) => {
    expect(normaliseEmail(email)).toBe(stored);
  });

  it('still refuses a domain of look-alike letters, though its IDNA form is ASCII', () => {
    expect(registerProblems({ ...VALID, email: 'clara@\u043f\u0440\u0438\u043c\u0435\u0440.com' }).email).toBeDefined();
  });
});

import { describe, expect, it } from '@jest/globals';
import { idSlug, parseLeadingId, slugify } from './slug';

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

describe('parseLeadingId', () => {
  it.each([
    ['12-rodado-29', 12],
    ['12', 12],
    ['abc-12', null],
    ['', null],
    [undefined, null],
    ['0-nada', null],
  ])('reads %p as %p', (segment, expected) => {
    expect(parseLeadingId(segment)).toBe(expected);
  });
});

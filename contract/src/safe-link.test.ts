import { describe, expect, it } from '@jest/globals';
import { isSafeLink } from './safe-link';

describe('isSafeLink', () => {
  it.each(['/catalogo-bicicletas?categoria=mtb', 'https://example.com/x', 'http://example.com'])(
    'accepts %p',
    (link) => {
      expect(isSafeLink(link)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,hola',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/a\n',
    '/\u0085/evil.example',
    '/\u007f',
    'ftp://x',
    '',
  ])('refuses %p', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { isSafeHref, safeReturnPath, signInPath } from './safe-link';

describe('isSafeHref', () => {
  it.each(['/catalogo-bicicletas?categoria=mtb', 'https://example.com/x', 'http://example.com'])(
    'accepts %p',
    (href) => {
      expect(isSafeHref(href)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hola',
    '//evil.example',
    'ftp://x',
    '',
    null,
  ])('refuses %p', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a same-site path', () => {
    expect(safeReturnPath('/admin/bicicletas/editar?x=1')).toBe('/admin/bicicletas/editar?x=1');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', null])('ignores %p', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});

describe('signInPath', () => {
  it('leads back to a same-site path, with its query', () => {
    expect(signInPath('/admin/bicicletas?q=ruta 29')).toBe('/login?next=%2Fadmin%2Fbicicletas%3Fq%3Druta+29');
  });

  it('is the bare sign-in page for another site or no path', () => {
    expect(signInPath('//evil.example/x')).toBe('/login');
    expect(signInPath(null)).toBe('/login');
  });
});

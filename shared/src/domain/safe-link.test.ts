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
  it.each([
    '/admin/bicicletas/editar?x=1',
    '/bicicletas?page=2&sort=nombre_asc',
    '/bici/1-x#fotos',
    '/buscar?q=%C3%B1',
    '/buscar?q=ñandú',
    '/buscar?q=100%25',
    '/buscar?q=100%',
    '/',
    '/catalogo-bicicletas?categoria=mtb,bmx&precio_max=1.250.000',
    '/accesorios/luces?back=%2Fcatalogo-accesorios%3Fpage%3D2',
    '/bici/12-trail?back=//evil.example',
    '/admin',
    '/a/./b',
    '/a%20b',
  ])('keeps the same-site path %p as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a tab, raw', '/\t/evil.example'],
    ['a newline, raw', '/\n/evil.example'],
    ['a carriage return, raw', '/\r/evil.example'],
    ['a tab in the query, raw', '/bicicletas?q=\t'],
    ['DEL', '/\u007f/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['a NUL', '/\u0000'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an encoded carriage return', '/%0d/evil.example'],
    ['a doubly encoded tab', '/%2509/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash after a segment', '/a\\..\\\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a lower-case encoded backslash', '/%5cevil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['encoded slashes after one', '/%2F%2Fevil.example'],
    ['encoded slashes only', '%2F%2Fevil.example'],
    ['a dot segment to //', '/.//evil.example'],
    ['a parent segment to //', '/..//evil.example'],
    ['an encoded dot segment to //', '/%2e%2e//evil.example'],
    ['another site', 'https://evil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,hola'],
    ['a relative path', 'bicicletas'],
    ['a space before the slash', ' /bicicletas'],
    ['broken percent-encoding in the path', '/%E0%A4%A'],
    ['the empty text', ''],
    ['nothing', null],
    ['undefined', undefined],
  ])('refuses %s', (_case, path) => {
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

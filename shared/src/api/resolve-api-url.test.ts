import { describe, expect, it } from '@jest/globals';
import { siteConfig } from '@shop/shared/config';
import { resolveApiUrl } from './resolve-api-url';

describe('resolveApiUrl', () => {
  it('prefixes relative paths with the API URL', () => {
    expect(resolveApiUrl('/uploads/a.webp')).toBe(`${siteConfig.apiUrl}/uploads/a.webp`);
  });

  it('keeps absolute http(s) URLs', () => {
    expect(resolveApiUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '', '  ', null, undefined])(
    'drops %p',
    (value) => {
      expect(resolveApiUrl(value)).toBeNull();
    },
  );
});

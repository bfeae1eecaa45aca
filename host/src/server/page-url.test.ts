/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { siteConfig } from '@shop/shared/config';
import { pageUrl } from './page-url';

describe("a request's page address", () => {
  it('is its path and query on the site, whatever host the request names', () => {
    for (const target of [
      '/bici/12-x?color=rojo',
      'http://otro.example/bici/12-x?color=rojo',
      '//otro.example/bici/12-x?color=rojo',
    ]) {
      expect({ target, href: pageUrl(target)?.href }).toEqual({
        target,
        href: `${siteConfig.siteUrl}/bici/12-x?color=rojo`,
      });
    }
  });

  it('is none when the target is no address at all', () => {
    expect(pageUrl('http://[/')).toBeNull();
  });
});

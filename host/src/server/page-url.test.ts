/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { siteConfig } from '@shop/shared/config';
import { pageUrl, slashlessAddress } from './page-url';

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

describe('the address without trailing slashes', () => {
  const of = (target: string) => slashlessAddress(new URL(target, siteConfig.siteUrl));

  it('drops them and keeps the query', () => {
    expect(of('/bici/12-x/?color=rojo&talle=M')).toBe('/bici/12-x?color=rojo&talle=M');
    expect(of('/catalogo-bicicletas//')).toBe('/catalogo-bicicletas');
  });

  it('is none for the home and for addresses without one', () => {
    expect(of('/')).toBeNull();
    expect(of('/bici/12-x?back=%2F')).toBeNull();
  });

  it('never leads to another host', () => {
    expect(of('/.//otro.example/')).toBe('/otro.example');
  });
});

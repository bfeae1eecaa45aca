/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedPage, pickEncoding } from './encoded-page';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=0, *;q=0', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %p gets %p', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('EncodedPage', () => {
  const html = `<!doctype html><main>${'<article class="card">Bici ñandú $ 15.000</article>'.repeat(300)}</main>`;
  const page = new EncodedPage(html);

  it('gives the same page in every encoding', () => {
    expect(page.body('identity').toString()).toBe(html);
    expect(brotliDecompressSync(page.body('br')).toString()).toBe(html);
    expect(gunzipSync(page.body('gzip')).toString()).toBe(html);
  });

  it('compresses the page and counts every encoding it keeps', () => {
    expect(page.body('br').length).toBeLessThan(page.body('identity').length / 4);
    expect(page.size).toBe(page.body('identity').length + page.body('br').length + page.body('gzip').length);
  });
});

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
  const identityBytes = Buffer.byteLength(html);

  it('gives the same page in every encoding', () => {
    const page = new EncodedPage(html, { complete: false });
    expect(page.body('identity').toString()).toBe(html);
    expect(brotliDecompressSync(page.body('br')).toString()).toBe(html);
    expect(gunzipSync(page.body('gzip')).toString()).toBe(html);
  });

  it('compresses a page served once only in the encoding asked for, and once', () => {
    const page = new EncodedPage(html, { complete: false });
    expect(page.size).toBe(identityBytes);
    const brotli = page.body('br');
    expect(brotli.length).toBeLessThan(identityBytes / 4);
    expect(page.body('br')).toBe(brotli);
    expect(page.size).toBe(identityBytes + brotli.length);
  });

  it('compresses a page kept for others in every encoding up front, and counts them all', () => {
    const page = new EncodedPage(html, { complete: true });
    const sizeWhenStored = page.size;
    expect(sizeWhenStored).toBe(identityBytes + page.body('br').length + page.body('gzip').length);
  });
});

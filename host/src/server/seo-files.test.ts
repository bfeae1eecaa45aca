/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@shop/shared/test';
import { cachedSitemap, SITEMAP_CACHE_MS, sitemapXml } from './seo-files';

const BUILT = new Date('2026-01-02T00:00:00Z');
/** lru-cache reads a start time of 0 as none: the clock starts later. */
let clock = 1;
let reads = 0;
let apiUp = true;

/** Both catalogues answer one page with one item, or a 503 while the API is down; every read is counted. */
function serveCatalogues() {
  server.use(
    http.get(apiUrl('/api/:catalogue'), () => {
      reads += 1;
      if (!apiUp) return new HttpResponse(null, { status: 503 });
      return HttpResponse.json({ items: [{ id: 7, nombre: 'Trek Marlin', updated_at: null }], totalPages: 1 });
    }),
  );
}

beforeEach(() => {
  clock = 1;
  reads = 0;
  apiUp = true;
  serveCatalogues();
});

describe('the sitemap', () => {
  it('requests at the same time share one build, served again for SITEMAP_CACHE_MS', async () => {
    const sitemap = cachedSitemap(BUILT, () => clock);
    const [first, second] = await Promise.all([sitemap(), sitemap()]);
    expect(first).toBe(second);
    expect(first).toContain('/bici/7-trek-marlin');
    expect(reads).toBe(2);
    clock += SITEMAP_CACHE_MS - 1;
    await sitemap();
    expect(reads).toBe(2);
    clock += 2;
    await sitemap();
    expect(reads).toBe(4);
  });

  it('a build that failed is not kept: the next request builds it again', async () => {
    const sitemap = cachedSitemap(BUILT, () => clock);
    apiUp = false;
    await expect(sitemap()).rejects.toThrow('HTTP 503');
    apiUp = true;
    await expect(sitemap()).resolves.toContain('/bici/7-trek-marlin');
  });

  it('a catalogue page of another shape is refused with what is wrong', async () => {
    server.use(http.get(apiUrl('/api/:catalogue'), () => HttpResponse.json({ items: [{ id: '7' }], totalPages: 1 })));
    await expect(sitemapXml(BUILT)).rejects.toThrow(
      /Respuesta inesperada de .*\/api\/(bicicletas|accesorios)\?.*: \/items\/0/,
    );
  });
});

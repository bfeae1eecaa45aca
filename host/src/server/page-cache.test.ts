/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { PageCache, type Rendered } from './page-cache';

const TTL_MS = 1000;
/** lru-cache reads a start time of 0 as none: the clock starts later. */
const START = 1;

let clock: number;
let renders: string[];

/** A render that counts itself and answers a page of `size` characters. */
function page(html: string, reusable = true): () => Promise<Rendered<string>> {
  return async () => {
    renders.push(html);
    return { value: html, reusable };
  };
}

function aCache(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  return new PageCache<string>({
    ttlMs: options.ttlMs ?? TTL_MS,
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1000,
    sizeOf: (html) => html.length,
    now: () => clock,
  });
}

beforeEach(() => {
  clock = START;
  renders = [];
});

describe('the cache of rendered pages', () => {
  it('serves a finished page again until its time is up, then renders it anew', async () => {
    const cache = aCache();
    await expect(cache.serve('/', page('<p>inicio</p>'))).resolves.toEqual({ value: '<p>inicio</p>', outcome: 'MISS' });

    clock = START + TTL_MS;
    await expect(cache.serve('/', page('<p>otro</p>'))).resolves.toEqual({ value: '<p>inicio</p>', outcome: 'HIT' });

    clock = START + TTL_MS + 1;
    await expect(cache.serve('/', page('<p>nuevo</p>'))).resolves.toEqual({ value: '<p>nuevo</p>', outcome: 'MISS' });
    expect(renders).toEqual(['<p>inicio</p>', '<p>nuevo</p>']);
  });

  it('keeps pages apart by key', async () => {
    const cache = aCache();
    await cache.serve('/a', page('a'));
    await expect(cache.serve('/b', page('b'))).resolves.toEqual({ value: 'b', outcome: 'MISS' });
    await expect(cache.serve('/a', page('otra'))).resolves.toEqual({ value: 'a', outcome: 'HIT' });
  });

  it('never keeps a page that is not reusable: each request renders it', async () => {
    const cache = aCache();
    await cache.serve('/bicicletas', page('sección en el navegador', false));
    await expect(cache.serve('/bicicletas', page('completa'))).resolves.toEqual({ value: 'completa', outcome: 'MISS' });
    expect(renders).toEqual(['sección en el navegador', 'completa']);
  });

  it('with a time of 0 renders every request', async () => {
    const cache = aCache({ ttlMs: 0 });
    await cache.serve('/', page('uno'));
    await expect(cache.serve('/', page('dos'))).resolves.toEqual({ value: 'dos', outcome: 'MISS' });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('holds at most its number of pages: the least recently used goes first', async () => {
    const cache = aCache({ maxEntries: 2 });
    await cache.serve('/a', page('a'));
    await cache.serve('/b', page('b'));
    await cache.serve('/a', page('a2'));
    await cache.serve('/c', page('c'));

    expect(cache.size.entries).toBe(2);
    await expect(cache.serve('/a', page('a3'))).resolves.toEqual({ value: 'a', outcome: 'HIT' });
    await expect(cache.serve('/b', page('b2'))).resolves.toEqual({ value: 'b2', outcome: 'MISS' });
  });

  it('holds at most its bytes, and never a page larger than all of them', async () => {
    const cache = aCache({ maxBytes: 10 });
    await cache.serve('/a', page('aaaa'));
    await cache.serve('/b', page('bbbb'));
    await cache.serve('/c', page('cccc'));
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    await expect(cache.serve('/a', page('a2'))).resolves.toEqual({ value: 'a2', outcome: 'MISS' });

    await cache.serve('/grande', page('x'.repeat(11)));
    await expect(cache.serve('/grande', page('y'))).resolves.toEqual({ value: 'y', outcome: 'MISS' });
  });

  it('requests for a page being rendered share that one render', async () => {
    const cache = aCache();
    let finish: (rendered: Rendered<string>) => void = () => undefined;
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<Rendered<string>>((resolve) => (finish = resolve));
    };

    const first = cache.serve('/', slow);
    const second = cache.serve('/', slow);
    const third = cache.serve('/', slow);
    finish({ value: 'inicio', reusable: true });

    await expect(first).resolves.toEqual({ value: 'inicio', outcome: 'MISS' });
    await expect(second).resolves.toEqual({ value: 'inicio', outcome: 'HIT' });
    await expect(third).resolves.toEqual({ value: 'inicio', outcome: 'HIT' });
    expect(started).toBe(1);
  });

  it('a render that fails is shared with those waiting for it, and the next request renders again', async () => {
    const cache = aCache();
    let fail: (error: Error) => void = () => undefined;
    const failing = () => new Promise<Rendered<string>>((_resolve, reject) => (fail = reject));

    const first = cache.serve('/', failing);
    const second = cache.serve('/', failing);
    fail(new Error('falló'));

    await expect(first).rejects.toThrow('falló');
    await expect(second).rejects.toThrow('falló');
    await expect(cache.serve('/', page('inicio'))).resolves.toEqual({ value: 'inicio', outcome: 'MISS' });
  });

  it('serves no page past the midnight in Argentina after its render, when a sale may start or end', async () => {
    const beforeMidnight = Date.parse('2026-12-16T02:59:59.500Z');
    clock = beforeMidnight;
    const cache = aCache({ ttlMs: 60_000 });
    await cache.serve('/bicicletas', page('<s>$ 100.000</s>'));
    clock = beforeMidnight + 400;
    await expect(cache.serve('/bicicletas', page('$ 100.000'))).resolves.toMatchObject({ outcome: 'HIT' });
    clock = Date.parse('2026-12-16T03:00:00.000Z');
    await expect(cache.serve('/bicicletas', page('$ 100.000'))).resolves.toEqual({
      value: '$ 100.000',
      outcome: 'MISS',
    });
  });

  it('serves no page read before that midnight after it, though its render ended after it', async () => {
    const beforeMidnight = Date.parse('2026-12-16T02:59:59.500Z');
    clock = beforeMidnight;
    const cache = aCache({ ttlMs: 60_000 });
    await cache.serve('/bicicletas', async () => {
      clock = Date.parse('2026-12-16T03:00:00.200Z');
      return page('<s>$ 100.000</s>')();
    });
    clock = Date.parse('2026-12-16T03:00:00.300Z');
    await expect(cache.serve('/bicicletas', page('$ 100.000'))).resolves.toEqual({
      value: '$ 100.000',
      outcome: 'MISS',
    });
  });
});

import { createListCache } from './list-cache';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createListCache', () => {
  it('devuelve lo guardado hasta que vence', () => {
    const { now, advance } = clock();
    const cache = createListCache({ ttlMs: 100, now });
    cache.set('/api/bicicletas', '{"a":1}', cache.readStart());
    expect(cache.get('/api/bicicletas')).toBe('{"a":1}');
    advance(100);
    expect(cache.get('/api/bicicletas')).toBe('{"a":1}');
    advance(1);
    expect(cache.get('/api/bicicletas')).toBeNull();
  });

  it('una escritura la vacía, y una lectura que empezó antes de la escritura no se guarda', () => {
    const cache = createListCache({ ttlMs: 1_000 });
    cache.set('vieja', 'antes', cache.readStart());
    const readStartedAt = cache.readStart();
    cache.invalidate();
    expect(cache.get('vieja')).toBeNull();
    cache.set('en-curso', 'datos de antes de la escritura', readStartedAt);
    expect(cache.get('en-curso')).toBeNull();
    cache.set('nueva', 'después', cache.readStart());
    expect(cache.get('nueva')).toBe('después');
  });

  it('no guarda más de maxEntries: descarta la usada hace más tiempo', () => {
    const cache = createListCache({ ttlMs: 1_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.readStart());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([null, 'b', 'c']);
  });

  it('con ttlMs 0 no guarda nada', () => {
    const cache = createListCache({ ttlMs: 0 });
    cache.set('a', 'a', cache.readStart());
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeNull();
  });

  it('no guarda una respuesta más allá de la medianoche de Argentina siguiente: ahí empieza o termina una oferta', () => {
    let time = Date.parse('2026-12-16T02:59:00Z');
    const cache = createListCache({ ttlMs: 5 * 60_000, now: () => time });
    cache.set('/api/bicicletas?en_oferta=1', '{"total":1}', cache.readStart());
    time = Date.parse('2026-12-16T02:59:59.999Z');
    expect(cache.get('/api/bicicletas?en_oferta=1')).toBe('{"total":1}');
    time = Date.parse('2026-12-16T03:00:00Z');
    expect(cache.get('/api/bicicletas?en_oferta=1')).toBeNull();
  });

  it('no guarda la respuesta de una lectura que empezó antes de esa medianoche y terminó después', () => {
    let time = Date.parse('2026-12-16T02:59:59.900Z');
    const cache = createListCache({ ttlMs: 5 * 60_000, now: () => time });
    const read = cache.readStart();
    time = Date.parse('2026-12-16T03:00:00.100Z');
    cache.set('/api/bicicletas?en_oferta=1', '{"total":1}', read);
    expect(cache.get('/api/bicicletas?en_oferta=1')).toBeNull();
  });
});

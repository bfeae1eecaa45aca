import { databaseTargets } from './support/databases';
import { type Reply, type TestApp, useTestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Route {
  method: Method;
  /** OpenAPI form, e.g. /api/bicicletas/{id}/imagenes/{imageId}. */
  path: string;
  /** Reads nothing from the request but its token: with a valid one, any query or JSON body succeeds. */
  tokenOnly?: true;
}

const ROUTES: Route[] = [
  { method: 'POST', path: '/api/auth/register' },
  { method: 'POST', path: '/api/auth/login' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'POST', path: '/api/auth/logout', tokenOnly: true },
  { method: 'POST', path: '/api/auth/logout-all', tokenOnly: true },
  { method: 'POST', path: '/api/auth/password' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/ready' },
  { method: 'GET', path: '/api/home/secondary-heroes' },
  { method: 'GET', path: '/api/sugerencias' },
  { method: 'PUT', path: '/api/home/secondary-heroes' },
  { method: 'POST', path: '/api/upload' },
  { method: 'GET', path: '/api/home/secondary-heroes/{slot}/historial' },
  { method: 'POST', path: '/api/eventos' },
  { method: 'GET', path: '/api/eventos/mas-consultados' },
  { method: 'GET', path: '/api/eventos/{tipo}/{id}' },
  { method: 'POST', path: '/api/arrepentimientos' },
  { method: 'GET', path: '/api/arrepentimientos' },
  { method: 'PUT', path: '/api/arrepentimientos/{id}' },
  { method: 'GET', path: '/api/envios/zonas' },
  { method: 'PUT', path: '/api/envios/zonas' },
  { method: 'POST', path: '/api/vitals' },
  { method: 'GET', path: '/api/vitals/resumen' },
  ...['bicicletas', 'accesorios'].flatMap((kind): Route[] => [
    { method: 'GET', path: `/api/${kind}` },
    { method: 'POST', path: `/api/${kind}` },
    { method: 'GET', path: `/api/${kind}/{id}` },
    { method: 'PUT', path: `/api/${kind}/{id}` },
    { method: 'DELETE', path: `/api/${kind}/{id}` },
    { method: 'GET', path: `/api/${kind}/{id}/imagenes` },
    { method: 'POST', path: `/api/${kind}/{id}/imagenes` },
    { method: 'PUT', path: `/api/${kind}/{id}/imagenes/{imageId}` },
    { method: 'DELETE', path: `/api/${kind}/{id}/imagenes/{imageId}` },
    { method: 'POST', path: `/api/${kind}/{id}/restaurar` },
    { method: 'POST', path: `/api/${kind}/lote` },
    { method: 'GET', path: `/api/${kind}/resumen` },
    { method: 'GET', path: `/api/${kind}/exportacion` },
    { method: 'POST', path: `/api/${kind}/importacion` },
    { method: 'POST', path: `/api/${kind}/precios` },
    { method: 'POST', path: `/api/${kind}/precios/deshacer` },
    { method: 'GET', path: `/api/${kind}/{id}/historial` },
    { method: 'POST', path: `/api/${kind}/{id}/historial/{entradaId}/restaurar` },
  ]),
];

const FIELDS = [
  'nombre',
  'categoria',
  'color1',
  'precio',
  'visible',
  'destacado',
  'url',
  'es_principal',
  'orden',
  'width',
  'tiles',
  'slot',
  'cta_url',
  'email',
  'contrasena',
  'dni',
  'rol',
  'id',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['q', 'categoria', 'color', 'sort', 'order', 'page', 'limit', 'exclude', 'marca', 'visible', 'otro'];
const BAD_IDS = ['0', '-1', 'abc', '1.5', '1e3', '99999999999', '%00', "1'%20or%201=1", '%F0%9F%9A%B2', '9999'];
const STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  "'; drop table bicicletas; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'javascript:alert(1)',
  '🚲🚲🚲',
  '\ud800',
  'x'.repeat(5_000),
  '-1',
  'null',
];
const RAW_BODIES = ['{', '{"nombre":', 'null', '[]', '"texto"', '{"nombre":"a\\u0000"}', '\u0000', 'x'.repeat(300_000)];

/** A small seeded generator: the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

type Random = ReturnType<typeof random>;

function value(r: Random, depth = 0): unknown {
  const roll = r.next();
  if (roll < 0.35) return r.pick(STRINGS);
  if (roll < 0.55) return r.pick([null, true, false, 0, -1, 1.5, 2 ** 53, 1e308, -1e308]);
  if (roll < 0.7 && depth < 3) return [value(r, depth + 1), value(r, depth + 1)];
  if (roll < 0.85 && depth < 3) return object(r, depth + 1);
  return r.pick(STRINGS);
}

function object(r: Random, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const size = 1 + Math.floor(r.next() * 4);
  for (let i = 0; i < size; i += 1) result[r.pick(FIELDS)] = value(r, depth);
  return result;
}

function body(r: Random): { payload: string | Buffer; contentType: string } {
  const roll = r.next();
  if (roll < 0.15) return { payload: r.pick(RAW_BODIES), contentType: 'application/json' };
  if (roll < 0.2) return { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' };
  if (roll < 0.25) return { payload: 'nombre=x', contentType: r.pick(['text/plain', 'multipart/form-data']) };
  return { payload: JSON.stringify(r.next() < 0.7 ? object(r) : value(r)), contentType: 'application/json' };
}

/** Percent-encodes like a browser; text that is not valid Unicode goes as the bytes of a lone surrogate. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function scalar(input: unknown): string {
  return typeof input === 'object' && input !== null ? JSON.stringify(input) : String(input);
}

function query(r: Random): string {
  const pairs = Array.from(
    { length: Math.floor(r.next() * 4) },
    () => `${r.pick(QUERY_KEYS)}=${encode(scalar(value(r)))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function url(r: Random, route: Route, ids: { id: number; imageId: number }): string {
  // Writes and deletes get only ids that cannot exist, so the fuzz never removes its own fixture.
  const badOnly = route.method !== 'GET';
  const id = (real: number) => (badOnly || r.next() < 0.5 ? r.pick(BAD_IDS) : String(real));
  return route.path
    .replace('{id}', id(ids.id))
    .replace('{imageId}', id(ids.imageId))
    .replace('{entradaId}', r.pick(BAD_IDS))
    .replace('{tipo}', r.pick(['bicicleta', 'accesorio', 'bicicletas', '%00', 'x']))
    .replace('{slot}', r.pick(['1', '2', '0', '9', 'x', '%F0%9F%9A%B2']));
}

const LEAKS = /\bat \w+ \(|node_modules|syntax error|relation "|column "|violates|must (be|have)|Unexpected token|SQL/i;

function expectHandled(reply: Reply, label: string, route: Route): void {
  const summary = { label, status: reply.statusCode, body: reply.body.slice(0, 200) };
  expect(summary.status < 500 ? 'handled' : summary).toBe('handled');
  const mayAnswer = route.method === 'GET' || (route.tokenOnly && reply.statusCode === 204);
  if (!mayAnswer || reply.statusCode >= 400) {
    expect(reply.statusCode >= 400 && reply.statusCode < 500 ? 'refused' : summary).toBe('refused');
    const answer = reply.json<{ error?: unknown }>();
    expect(typeof answer.error === 'string' && answer.error.length > 0 ? 'error' : summary).toBe('error');
    expect(LEAKS.test(String(answer.error)) ? summary : 'clean').toBe('clean');
  }
}

async function fixture(t: TestApp) {
  const id = await t.create('bicicletas', { nombre: 'Fija', categoria: 'mtb' });
  await t.create('accesorios', { nombre: 'Fijo', categoria: 'luces' });
  const photo = await t.upload();
  const image = await t.post(`/api/bicicletas/${id}/imagenes`, { url: photo }, t.adminToken);
  await t.post(`/api/accesorios/${id}/imagenes`, { url: photo }, t.adminToken);
  return { id, imageId: image.json<{ id: number }>().id };
}

describe.each(databaseTargets)('robustez ($name)', (target) => {
  const t = useTestApp(target);

  it('el documento OpenAPI describe exactamente las rutas que se prueban aquí', async () => {
    const reply = await t.get('/api/openapi.json');
    expect(reply.statusCode).toBe(200);
    const paths = reply.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    expect((await t.get('/api/docs/')).statusCode).toBe(200);
  });

  it('entradas basura en cada ruta: nunca un 5xx, siempre un error JSON en español', async () => {
    const ids = await fixture(t);
    const before = await t.snapshot();
    const r = random(20_261_123);
    for (const route of ROUTES) {
      for (let round = 0; round < 12; round += 1) {
        const target = `${url(r, route, ids)}${query(r)}`;
        const sent = route.method === 'GET' || route.method === 'DELETE' ? null : body(r);
        const signedIn = await t.writerToken(route.path);
        const token = r.pick([signedIn, signedIn, null, 'basura']);
        const reply = await t.call(route.method, target, {
          token,
          body: sent?.payload,
          headers: sent ? { 'content-type': sent.contentType } : {},
        });
        expectHandled(reply, `${route.method} ${target} ${String(sent?.payload).slice(0, 80)}`, route);
      }
    }
    expect(await t.snapshot()).toBe(before);
    expect((await t.get('/api/health')).json()).toEqual({ ok: true });
  }, 120_000);

  it('una ruta inexistente contesta 404 con un error JSON en español', async () => {
    const reply = await t.get('/api/bicicletas/1/otra-cosa');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Ruta no encontrada' });
  });

  it('un cuerpo demasiado grande contesta 413 en español', async () => {
    const reply = await t.post('/api/bicicletas', { nombre: 'x'.repeat(400_000), categoria: 'mtb' }, t.adminToken);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ error: 'La solicitud es demasiado grande.' });
  });

  it('texto con un byte NUL contesta 400 en español', async () => {
    const reply = await t.post('/api/bicicletas', { nombre: 'a\u0000b', categoria: 'mtb' }, t.adminToken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'El texto contiene caracteres no permitidos.', campo: 'nombre' });
    expect((await t.get('/api/bicicletas?q=a%00b')).json()).toEqual({
      error: 'El texto contiene caracteres no permitidos.',
      campo: 'q',
    });
  });

  describe('escrituras simultáneas', () => {
    it('50 altas en paralelo quedan todas guardadas', async () => {
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          t.post('/api/accesorios', { nombre: `Paralelo ${n}`, categoria: 'otros' }, t.adminToken),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(201));
      const ids = new Set(replies.map((reply) => reply.json<{ id: number }>().id));
      expect(ids.size).toBe(50);
      const [count] = await t.db.query<{ n: number }>(
        "select count(*)::int as n from accesorios where nombre like 'Paralelo %'",
      );
      expect(count?.n).toBe(50);
    });

    it('imágenes agregadas en paralelo a un item sin fotos: todas quedan y una sola es principal', async () => {
      const id = await t.create('bicicletas', { nombre: 'Galería', categoria: 'ruta' });
      const photos: string[] = [];
      for (let n = 0; n < 12; n += 1) photos.push(await t.upload());
      const replies = await Promise.all(
        photos.map((url, n) => t.post(`/api/bicicletas/${id}/imagenes`, { url, orden: n + 1 }, t.adminToken)),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(12).fill(201));
      const images = (await t.get(`/api/bicicletas/${id}/imagenes`)).json<{ es_principal: boolean }[]>();
      expect(images).toHaveLength(12);
      expect(images.filter((image) => image.es_principal)).toHaveLength(1);
    });

    it('cambios de imagen principal en paralelo dejan exactamente una principal', async () => {
      const id = await t.create('accesorios', { nombre: 'Principal disputada', categoria: 'cascos' });
      const added: { id: number; url: string }[] = [];
      for (let n = 0; n < 6; n += 1) {
        const reply = await t.post(`/api/accesorios/${id}/imagenes`, { url: await t.upload() }, t.adminToken);
        added.push(reply.json<{ id: number; url: string }>());
      }
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, n) => {
          const image = added[n % added.length] as { id: number; url: string };
          return t.put(
            `/api/accesorios/${id}/imagenes/${image.id}`,
            { url: image.url, es_principal: true },
            t.adminToken,
          );
        }),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(24).fill(200));
      const images = (await t.get(`/api/accesorios/${id}/imagenes`)).json<{ es_principal: boolean }[]>();
      expect(images).toHaveLength(6);
      expect(images.filter((image) => image.es_principal)).toHaveLength(1);
    });

    it('portadas guardadas en paralelo quedan completas y coherentes', async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          t.put(
            '/api/home/secondary-heroes',
            { tiles: [1, 2, 3].map((slot) => ({ slot, title_top: `Ronda ${n}`, cta_url: '/bicicletas' })) },
            t.adminToken,
          ),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
      const tiles = (await t.get('/api/home/secondary-heroes')).json<{ slot: number; title_top: string }[]>();
      expect(tiles.map((tile) => tile.slot)).toEqual([1, 2, 3]);
      expect(tiles.every((tile) => /^Ronda \d$/.test(tile.title_top))).toBe(true);
    });
  });
});

const DEPTH = 100_000;
/** Bodies nested 100,000 deep: they parse, and then overflowed the stack of whatever walked them (a 500). */
const DEEP_BODIES = [
  { shape: 'arrays', payload: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, contentType: 'application/json' },
  { shape: 'objects', payload: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`, contentType: 'application/json' },
  { shape: 'arrays as text', payload: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, contentType: 'text/plain' },
];

describe.each(databaseTargets)('cuerpos anidados y rutas sin cuerpo ($name)', (target) => {
  const log: string[] = [];
  const t = useTestApp(target, { logger: true, logStream: { write: (line) => void log.push(line) } });

  it('un cuerpo anidado 100.000 niveles en cada ruta contesta 4xx con un error en español, sin un error en el log', async () => {
    const ids = await fixture(t);
    const before = await t.snapshot();
    log.length = 0;
    for (const route of ROUTES) {
      const target = route.path
        .replace('{id}', String(ids.id))
        .replace('{imageId}', String(ids.imageId))
        .replace('{entradaId}', '1')
        .replace('{tipo}', 'bicicleta')
        .replace('{slot}', '1');
      for (const { shape, payload, contentType } of DEEP_BODIES) {
        const reply = await t.call(route.method, target, {
          token: t.adminToken,
          body: payload,
          headers: { 'content-type': contentType },
        });
        // A GET's body is never read.
        if (route.method === 'GET') expect(reply.statusCode < 500 ? 'handled' : reply.body).toBe('handled');
        else expectHandled(reply, `${route.method} ${target} (${shape})`, route);
      }
    }
    expect(await t.snapshot()).toBe(before);
    const entries = log.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: unknown });
    expect(entries.filter((entry) => entry.level >= 50 || 'err' in entry)).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 30,
        status: 400,
        msg: 'Rechazado: El cuerpo de la solicitud tiene demasiados niveles anidados.',
      }),
    );
  }, 120_000);

  it('una ruta sin cuerpo rechaza uno con datos y acepta uno vacío o {}', async () => {
    const id = await t.create('accesorios', { nombre: 'Para borrar', categoria: 'luces' });
    const withData = await t.call('DELETE', `/api/accesorios/${id}`, { token: t.adminToken, body: { motivo: 'x' } });
    expect(withData.statusCode).toBe(400);
    expect(withData.json()).toEqual({ error: 'Esta ruta no recibe datos en el cuerpo.' });
    const asText = await t.call('POST', `/api/accesorios/${id}/restaurar`, {
      token: t.adminToken,
      body: 'hola',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.json()).toEqual({ error: 'Esta ruta no recibe datos en el cuerpo.' });

    const empty = await t.call('DELETE', `/api/accesorios/${id}`, {
      token: t.adminToken,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBeLessThan(300);
    const restored = await t.call('POST', `/api/accesorios/${id}/restaurar`, { token: t.adminToken, body: {} });
    expect(restored.statusCode).toBeLessThan(300);
  });

  it('una ruta con cuerpo sigue rechazando uno vacío como JSON inválido', async () => {
    const reply = await t.call('POST', '/api/bicicletas', {
      token: t.adminToken,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.' });
  });
});

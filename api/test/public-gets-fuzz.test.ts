import fc from 'fast-check';
import { Value } from 'typebox/value';
import { databaseTargets } from './support/databases';
import { itFuzzes } from './support/fuzz';
import { type TestApp, useTestApp } from './support/test-app';

/**
 * Property-based fuzz over every public GET of the OpenAPI document and every query parameter it declares
 * (routes and parameters added later are fuzzed too): each answer is 200 with its documented shape, or a 4xx
 * with a Spanish `error`; never a 5xx. Runs once with a fixed seed and once with a random one (printed on failure).
 */

interface Parameter {
  name: string;
  in: 'query' | 'path';
  schema?: { enum?: unknown[] };
}

interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApi {
  paths: Record<string, { get?: Operation }>;
  components?: unknown;
}

interface PublicGet {
  path: string;
  query: string[];
  pathParams: string[];
  shape: unknown;
}

const FIXED_SEED = 20_261_123;
const RUNS = 150;

/** The values that broke the API before and their neighbours. */
const NASTY = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-0',
  '0',
  '-1',
  '1.5',
  '0x10',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '',
  ' ',
  '%',
  '\u0000',
  "' or 1=1 --",
  '🚲',
  'a,b,,c',
  'true',
  'null',
];

function publicGets(document: OpenApi): PublicGet[] {
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const get = operations.get;
    if (!get || get.security?.length) return [];
    const parameters = get.parameters ?? [];
    const shape = get.responses?.['200']?.content?.['application/json']?.schema;
    return [
      {
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        shape: shape === undefined ? undefined : { ...(shape as object), components: document.components },
      },
    ];
  });
}

const value = (real: string[]) =>
  fc.oneof(
    fc.constantFrom(...NASTY, ...real),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.integer().map(String),
    fc.double().map(String),
  );

function request(routes: PublicGet[], realIds: string[], realValues: string[]) {
  return fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        ids: fc.array(fc.oneof(fc.constantFrom(...realIds), value([])), {
          minLength: route.pathParams.length,
          maxLength: route.pathParams.length,
        }),
        query: fc.array(fc.tuple(fc.constantFrom(...route.query, 'otro'), value(realValues)), { maxLength: 5 }),
      }),
    )
    .map(({ route, ids, query }) => {
      let path = route.path;
      route.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, encodeURIComponent(ids[index] ?? ''));
      });
      const search = query.map(([name, text]) => `${name}=${encodeQuery(text)}`).join('&');
      return { route, url: search ? `${path}?${search}` : path };
    });
}

/** As a browser would send it; text that is not valid Unicode goes as the bytes of a lone surrogate. */
function encodeQuery(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

async function answersAsDocumented(t: TestApp, route: PublicGet, url: string): Promise<boolean> {
  const reply = await t.get(url);
  const body: unknown = reply.headers['content-type']?.toString().startsWith('application/json') ? reply.json() : null;
  const problem = (what: string) => {
    throw new Error(`${what}: GET ${url} → ${reply.statusCode} ${reply.body.slice(0, 300)}`);
  };
  if (reply.statusCode >= 500) problem('5xx');
  if (reply.statusCode >= 400) {
    const error = (body as { error?: unknown } | null)?.error;
    if (reply.statusCode >= 405 || typeof error !== 'string' || error === '') problem('error sin la forma { error }');
    return true;
  }
  if (reply.statusCode !== 200) problem('estado inesperado');
  if (route.shape !== undefined && !Value.Check(route.shape as Parameters<typeof Value.Check>[0], body))
    problem('forma distinta de la documentada');
  return true;
}

describe.each(databaseTargets)('fuzz de las lecturas públicas ($name)', (target) => {
  const t = useTestApp(target);
  let routes: PublicGet[] = [];
  let realIds: string[] = [];

  beforeAll(async () => {
    const bike = await t.create('bicicletas', { nombre: 'Fuzz', categoria: 'mtb', color1: '#dc2626' });
    const accessory = await t.create('accesorios', { nombre: 'Fuzz', categoria: 'luces', precio: 1000 });
    await t.post(`/api/bicicletas/${bike}/imagenes`, { url: await t.upload() }, t.adminToken);
    await t.put('/api/home/secondary-heroes', { tiles: [{ slot: 1, title_top: 'Fuzz' }] }, t.adminToken);
    realIds = [String(bike), String(accessory)];
    routes = publicGets((await t.get('/api/openapi.json')).json<OpenApi>());
  });

  it('el documento trae las lecturas públicas de los dos catálogos y sus parámetros', () => {
    const lists = routes.filter((route) => route.path === '/api/bicicletas' || route.path === '/api/accesorios');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.query).toEqual(expect.arrayContaining(['sort', 'order', 'page', 'exclude']));
  });

  const realValues = ['created_desc', 'nombre_asc', 'recent', 'random', 'mtb', 'luces', '1', '2', '100', '#dc2626'];
  const property = () =>
    fc.asyncProperty(request(routes, realIds, realValues), ({ route, url }) => answersAsDocumented(t, route, url));

  itFuzzes('nunca un 5xx, siempre la forma documentada', property, {
    fixedSeed: FIXED_SEED,
    runs: RUNS,
    timeoutMs: 120_000,
  });
});

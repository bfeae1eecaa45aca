import { ACCESSORIES, BIKES } from '../src/features/catalog/catalog-kinds';
import { COLOUR_PALETTE } from '@shop/contract';
import { searchable } from '../src/lib/text';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

type Counts = Record<string, number>;
interface Answer {
  total: number;
  items: unknown[];
  facets?: { categoria: Counts; marca: Counts; color?: Counts };
}

interface Item {
  nombre: string;
  categoria: string;
  marca: string | null;
  detalle: string;
  visible: boolean;
  colours: string[];
}

interface Filters {
  q: string;
  categoria: string[];
  marca: string[];
  color: string;
}

/** A seeded generator: a failure names its seed and comes back the same. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], most: number): T[] => {
    const count = Math.floor(next() * (most + 1));
    return [...new Set(Array.from({ length: count }, () => pick(list)))];
  };
  return { next, pick, some };
}

const BRANDS = ['Trek', 'Vairo', 'Cóndor', 'Raleigh', 'Giro'];
const WORDS = ['trail', 'Ñandú', 'ciudad', 'paseo', 'carrera'];
const OTHER_COLOURS = ['#123456', '#dc2626'];
const BIKE_CATEGORIES = BIKES.categories;
/** Some categories stay empty: they are counted too, as 0. */
const ACCESSORY_CATEGORIES = ['cascos', 'luces', 'puños', 'cadena / linga / candado'];

function makeItems(seed: number, categories: readonly string[], count: number): Item[] {
  const { next, pick, some } = random(seed);
  return Array.from({ length: count }, (_, n) => {
    const brand = next() < 0.15 ? null : pick(BRANDS);
    return {
      nombre: `${pick(WORDS)} ${n}`,
      categoria: pick(categories),
      // The same brand written in other cases is one brand.
      marca: brand && next() < 0.3 ? brand.toUpperCase() : brand,
      detalle: `Para ${pick(WORDS)}`,
      visible: next() < 0.8,
      colours: some([...COLOUR_PALETTE.map((colour) => colour.hex), ...OTHER_COLOURS], 3),
    };
  });
}

/** What the list filters keep, decided in plain code: the reference the API's counts are held against. */
function keeps(item: Item, filters: Filters, skip: keyof Filters | null, seeHidden: boolean): boolean {
  const text = searchable(item.nombre, item.marca, null, item.detalle);
  const words = searchable(filters.q).split(/\s+/).filter(Boolean);
  return (
    (seeHidden || item.visible) &&
    words.every((word) => text.includes(word)) &&
    (skip === 'categoria' || !filters.categoria.length || filters.categoria.includes(item.categoria)) &&
    (skip === 'marca' ||
      !filters.marca.length ||
      filters.marca.some((brand) => brand.toLowerCase() === item.marca?.toLowerCase())) &&
    (skip === 'color' || !filters.color || item.colours.includes(filters.color))
  );
}

function expectedFacets(items: Item[], filters: Filters, categories: readonly string[], seeHidden: boolean) {
  const count = (skip: keyof Filters, has: (item: Item) => boolean) =>
    items.filter((item) => keeps(item, filters, skip, seeHidden) && has(item)).length;
  const brands = new Map<string, string>();
  for (const item of items)
    if (item.marca && keeps(item, { ...filters, categoria: [], marca: [], color: '' }, null, seeHidden))
      brands.set(item.marca.toLowerCase(), item.marca);
  return {
    categoria: Object.fromEntries(
      categories.map((value) => [value, count('categoria', (item) => item.categoria === value)]),
    ),
    marca: Object.fromEntries(
      [...brands.keys()].map((brand) => [brand, count('marca', (item) => item.marca?.toLowerCase() === brand)]),
    ),
    color: Object.fromEntries(
      COLOUR_PALETTE.map(({ name, hex }) => [name, count('color', (item) => item.colours.includes(hex))]),
    ),
  };
}

function randomFilters(seed: number, categories: readonly string[], withColour: boolean): Filters {
  const { next, pick, some } = random(seed);
  return {
    q: next() < 0.4 ? searchable(pick(WORDS)).slice(0, 4) : '',
    categoria: some(categories, 2),
    marca: some(BRANDS, 2).map((brand) => (next() < 0.5 ? brand.toLowerCase() : brand)),
    color: withColour && next() < 0.5 ? pick(COLOUR_PALETTE).hex : '',
  };
}

function queryString(filters: Filters): string {
  const params = new URLSearchParams({ facets: '1' });
  if (filters.q) params.set('q', filters.q);
  if (filters.categoria.length) params.set('categoria', filters.categoria.join(','));
  if (filters.marca.length) params.set('marca', filters.marca.join(','));
  if (filters.color) params.set('color', filters.color);
  return params.toString();
}

/** Brand keys compared in lower case: the API names a brand by one of its spellings. */
const lowerKeys = (counts: Counts) =>
  Object.fromEntries(Object.entries(counts).map(([key, n]) => [key.toLowerCase(), n]));

describe.each(databaseTargets)('conteos por filtro, facets=1 ($name)', (target) => {
  const t = useTestApp(target);
  const bikes = makeItems(14, BIKE_CATEGORIES, 60);
  const accessories = makeItems(41, ACCESSORY_CATEGORIES, 40);

  beforeAll(async () => {
    for (const bike of bikes) {
      const { colours, ...fields } = bike;
      await t.create('bicicletas', {
        ...fields,
        ...Object.fromEntries(colours.map((colour, slot) => [`color${slot + 1}`, colour])),
      });
    }
    for (const { colours: _colours, ...accessory } of accessories) await t.create('accesorios', accessory);
  }, 60_000);

  const facetsOf = async (url: string, token?: string) => {
    const reply = await t.get(url, token);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return reply.json<Answer>();
  };

  it.each(Array.from({ length: 12 }, (_, n) => n + 1))(
    'bicicletas: los conteos de la combinación al azar %i son los de contar a mano',
    async (seed) => {
      const filters = randomFilters(seed, BIKE_CATEGORIES, true);
      const answer = await facetsOf(`/api/bicicletas?${queryString(filters)}`);
      const expected = expectedFacets(bikes, filters, BIKE_CATEGORIES, false);
      expect({ filters, categoria: answer.facets?.categoria }).toEqual({ filters, categoria: expected.categoria });
      expect({ filters, color: answer.facets?.color }).toEqual({ filters, color: expected.color });
      expect({ filters, marca: lowerKeys(answer.facets?.marca ?? {}) }).toEqual({ filters, marca: expected.marca });
    },
  );

  it.each(Array.from({ length: 8 }, (_, n) => n + 100))(
    'accesorios: los conteos de la combinación al azar %i son los de contar a mano, sin color',
    async (seed) => {
      const filters = randomFilters(seed, ACCESSORY_CATEGORIES, false);
      const answer = await facetsOf(`/api/accesorios?${queryString(filters)}`);
      const expected = expectedFacets(accessories, filters, ACCESSORIES.categories, false);
      expect(answer.facets).not.toHaveProperty('color');
      expect({ filters, categoria: answer.facets?.categoria }).toEqual({ filters, categoria: expected.categoria });
      expect({ filters, marca: lowerKeys(answer.facets?.marca ?? {}) }).toEqual({ filters, marca: expected.marca });
    },
  );

  it('cada conteo es el total que da el listado con ese valor elegido', async () => {
    const filters: Filters = { q: '', categoria: ['mtb'], marca: ['trek'], color: '' };
    const { facets } = await facetsOf(`/api/bicicletas?${queryString(filters)}`);
    for (const [categoria, n] of Object.entries(facets?.categoria ?? {})) {
      const list = await facetsOf(`/api/bicicletas?${queryString({ ...filters, categoria: [categoria] })}`);
      expect({ categoria, total: list.total }).toEqual({ categoria, total: n });
    }
    for (const [name, n] of Object.entries(facets?.color ?? {})) {
      const hex = COLOUR_PALETTE.find((colour) => colour.name === name)?.hex ?? '';
      const list = await facetsOf(`/api/bicicletas?${queryString({ ...filters, color: hex })}`);
      expect({ name, total: list.total }).toEqual({ name, total: n });
    }
    for (const [marca, n] of Object.entries(facets?.marca ?? {})) {
      const list = await facetsOf(`/api/bicicletas?${queryString({ ...filters, marca: [marca] })}`);
      expect({ marca, total: list.total }).toEqual({ marca, total: n });
    }
  });

  it('un administrador cuenta también los ocultos', async () => {
    const filters: Filters = { q: '', categoria: ['urbano'], marca: [], color: '' };
    const answer = await facetsOf(`/api/bicicletas?${queryString(filters)}`, t.adminToken);
    expect(answer.facets?.categoria).toEqual(expectedFacets(bikes, filters, BIKE_CATEGORIES, true).categoria);
  });

  it('sin facets=1 la respuesta no los trae, y facets=2 es un 400 en español', async () => {
    expect(await facetsOf('/api/bicicletas')).not.toHaveProperty('facets');
    const reply = await t.get('/api/bicicletas?facets=2');
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ error: string }>().error).toMatch(/^Datos inválidos en la consulta/);
  });

  it('el documento OpenAPI describe facets', async () => {
    const document = (await t.get('/api/openapi.json')).json<{
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    }>();
    const list = document.paths['/api/bicicletas']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['facets', 'marca']));
    expect(JSON.stringify(list?.responses['200'])).toContain('"facets"');
  });
});

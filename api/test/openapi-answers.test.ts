import { shopDay } from '@shop/contract';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApi {
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
}

const BIKE = {
  nombre: 'Rodadora 29',
  detalle: 'Rígida para senderos',
  categoria: 'mtb',
  marca: 'Venzo',
  modelo: 'Raptor',
  origen_pais: 'Argentina',
  precio: 850000,
  color1: '#1d4ed8',
  talle: 'M',
  rodado: '29',
};
const ACCESSORY = {
  nombre: 'Casco Vento',
  categoria: 'cascos',
  marca: 'Giro',
  material: 'Policarbonato',
  peso_g: 280,
  dim_alto_mm: 150.5,
  precio: 45999,
};

describe.each(databaseTargets)('el documento OpenAPI describe las respuestas reales ($name)', (target) => {
  const t = useTestApp(target, { listCacheMs: 60_000 });
  let document: OpenApi;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const checked = new Set<string>();

  /** The document's schema of `path`'s 200 answer to a GET. */
  function validatorOf(path: string): ValidateFunction {
    const known = validators.get(path);
    if (known) return known;
    const schema = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`El documento no describe la respuesta 200 de GET ${path}.`);
    const validate = ajv.compile(schema);
    validators.set(path, validate);
    return validate;
  }

  /** GET `url` (whose route is `path` in the document): a 200 whose body the document's schema accepts. */
  async function answerOf(path: string, url: string, token?: string): Promise<unknown> {
    const reply = await t.get(url, token);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    const body: unknown = reply.json();
    const validate = validatorOf(path);
    expect({ url, errors: validate(body) ? null : validate.errors }).toEqual({ url, errors: null });
    checked.add(path);
    return body;
  }

  /** An answer with one more field than the document names is refused: the schema is closed. */
  function expectClosed(path: string, answer: object) {
    const validate = validatorOf(path);
    expect(validate({ ...answer, campo_inventado: 1 })).toBe(false);
  }

  beforeAll(async () => {
    await t.reset();
    document = (await t.get('/api/openapi.json')).json<OpenApi>();
    const image = await t.upload();
    const bike = await t.create('bicicletas', BIKE);
    const accessory = await t.create('accesorios', ACCESSORY);
    await t.create('bicicletas', { nombre: 'Urbana sin nada', categoria: 'urbano', visible: false });
    for (const [kind, id] of [
      ['bicicletas', bike],
      ['accesorios', accessory],
    ] as const) {
      const reply = await t.post(`/api/${kind}/${id}/imagenes`, { url: image, alt_text: 'Foto' }, t.adminToken);
      expect(reply.statusCode).toBe(201);
    }
    const banners = await t.put(
      '/api/home/secondary-heroes',
      { tiles: [{ slot: 1, title_top: 'Ofertas', image_url: image, cta_url: '/bicicletas' }] },
      t.adminToken,
    );
    expect(banners.statusCode).toBe(200);
  }, 60_000);

  it.each(['bicicletas', 'accesorios'] as const)('%s: listas, fichas, imágenes y resumen', async (kind) => {
    const list = `/api/${kind}`;
    const [bikeOrAccessory] = (
      (await answerOf(list, `${list}?facets=1&q=a&sort=precio_asc`)) as { items: { id: number }[] }
    ).items;
    expect(bikeOrAccessory).toBeDefined();
    const id = bikeOrAccessory?.id ?? 0;
    // Twice: the second comes from the list cache.
    expect(await answerOf(list, list)).toEqual(await answerOf(list, list));
    const adminPage = (await answerOf(list, `${list}?visible=false`, t.adminToken)) as { items: object[] };
    const detail = (await answerOf(`${list}/{id}`, `${list}/${id}`)) as object;
    expectClosed(`${list}/{id}`, detail);
    expectClosed(list, { items: [], page: 1, limit: 15, total: 0, totalPages: 0 });
    for (const item of adminPage.items) {
      const validateList = validatorOf(list);
      expect(
        validateList({ items: [{ ...item, campo_inventado: 1 }], page: 1, limit: 1, total: 1, totalPages: 1 }),
      ).toBe(false);
    }
    await answerOf(`${list}/{id}/imagenes`, `${list}/${id}/imagenes`);
    await answerOf(`${list}/resumen`, `${list}/resumen`, t.adminToken);
    const history = (await answerOf(`${list}/{id}/historial`, `${list}/${id}/historial`, t.adminToken)) as {
      items: object[];
    };
    expect(history.items.length).toBeGreaterThan(0);
    expectClosed(`${list}/{id}/historial`, history);
    const exported = (await answerOf(`${list}/exportacion`, `${list}/exportacion`, t.adminToken)) as {
      items: { imagenes: unknown[] }[];
    };
    expect(exported.items.some((item) => item.imagenes.length === 1)).toBe(true);
  });

  it('sugerencias, portadas, cuenta y salud', async () => {
    await answerOf('/api/sugerencias', '/api/sugerencias?q=ve');
    await answerOf('/api/home/secondary-heroes', '/api/home/secondary-heroes');
    await answerOf(
      '/api/home/secondary-heroes/{slot}/historial',
      '/api/home/secondary-heroes/1/historial',
      t.adminToken,
    );
    await answerOf('/api/auth/me', '/api/auth/me', t.clienteToken);
    await answerOf('/api/auth/me', '/api/auth/me', t.adminToken);
    await answerOf('/api/health', '/api/health');
    await answerOf('/api/ready', '/api/ready');
  });

  it('eventos: más consultados y la serie de un producto', async () => {
    const [bike] = ((await answerOf('/api/bicicletas', '/api/bicicletas')) as { items: { id: number }[] }).items;
    const id = bike?.id ?? 0;
    const sent = await t.post('/api/eventos', { tipo: 'bicicleta', id, evento: 'consulta' });
    expect(sent.statusCode).toBe(202);
    const most = (await answerOf(
      '/api/eventos/mas-consultados',
      '/api/eventos/mas-consultados?dias=7',
      t.adminToken,
    )) as { items: object[] };
    expect(most.items).toHaveLength(1);
    await answerOf('/api/eventos/{tipo}/{id}', `/api/eventos/bicicleta/${id}?dias=30`, t.adminToken);
  });

  it('arrepentimientos: la lista del administrador', async () => {
    const sent = await t.post('/api/arrepentimientos', {
      nombre: 'Ana Pérez',
      dni: '30123456',
      contacto: 'ana@example.com',
      producto: 'Casco',
      fecha: shopDay(),
    });
    expect(sent.statusCode).toBe(201);
    const list = (await answerOf('/api/arrepentimientos', '/api/arrepentimientos', t.adminToken)) as { total: number };
    expect(list.total).toBe(1);
  });

  it('zonas de envío: la tabla que cotiza por código postal', async () => {
    const zonas = [{ nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499, costo: 4500, dias: 2 }];
    expect((await t.put('/api/envios/zonas', { zonas }, t.adminToken)).statusCode).toBe(200);
    expect(await answerOf('/api/envios/zonas', '/api/envios/zonas')).toEqual({ zonas });
  });

  it('velocidad del sitio: el p75 por ruta', async () => {
    const sent = await t.post('/api/vitals', { ruta: '/bici/:slug', metricas: { lcp: 1800, cls: 0.01 }, errores: {} });
    expect(sent.statusCode).toBe(202);
    const speed = (await answerOf('/api/vitals/resumen', '/api/vitals/resumen?dias=28', t.adminToken)) as {
      rutas: object[];
    };
    expect(speed.rutas).toHaveLength(1);
  });

  it('cada objeto que describe una respuesta nombra todos sus campos y ninguno más', () => {
    const open: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (Array.isArray(schema)) schema.forEach((part, i) => walk(part, `${where}[${i}]`));
      else if (schema && typeof schema === 'object') {
        if ('properties' in schema && !('additionalProperties' in schema && schema.additionalProperties === false))
          open.push(where);
        for (const [key, part] of Object.entries(schema)) walk(part, `${where}.${key}`);
      }
    };
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(operation.responses))
          walk(response.content?.['application/json']?.schema, `${method.toUpperCase()} ${path} ${status}`);
    expect(open).toEqual([]);
  });

  afterAll(() => {
    // Every GET the document lists was checked with a real answer.
    const gets = Object.entries(document.paths)
      .filter(([, operations]) => operations.get)
      .map(([path]) => path)
      .sort();
    expect(gets).toEqual([...checked].sort());
  });
});

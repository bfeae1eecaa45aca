import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Listed {
  id: number;
  precio: number | null;
}

describe.each(databaseTargets)('precios ($name)', (target) => {
  const t = useTestApp(target);
  const bike: Record<'barata' | 'cara' | 'sinPrecio', number> = { barata: 0, cara: 0, sinPrecio: 0 };
  const accessory: Record<'inflador' | 'casco' | 'sinPrecio', number> = { inflador: 0, casco: 0, sinPrecio: 0 };

  beforeAll(async () => {
    bike.barata = await t.create('bicicletas', { nombre: 'Barata', categoria: 'urbano', precio: 450000 });
    bike.cara = await t.create('bicicletas', { nombre: 'Cara', categoria: 'ruta', precio: 4800000, destacado: true });
    bike.sinPrecio = await t.create('bicicletas', { nombre: 'Sin precio', categoria: 'mtb' });
    accessory.inflador = await t.create('accesorios', { nombre: 'Inflador', categoria: 'infladores', precio: 18500 });
    accessory.casco = await t.create('accesorios', { nombre: 'Casco', categoria: 'cascos', precio: 68900 });
    accessory.sinPrecio = await t.create('accesorios', { nombre: 'Sin precio', categoria: 'otros' });
  });

  const listed = async (url: string): Promise<Listed[]> => {
    const reply = await t.get(url);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return reply.json<{ items: Listed[] }>().items;
  };
  const ids = async (url: string) => (await listed(url)).map((item) => item.id);

  it('una bicicleta guarda, devuelve, cambia y borra su precio en pesos enteros', async () => {
    expect((await t.get(`/api/bicicletas/${bike.barata}`)).json()).toMatchObject({ precio: 450000 });
    expect((await t.get(`/api/bicicletas/${bike.sinPrecio}`)).json()).toMatchObject({ precio: null });
    const edited = await t.put(
      `/api/bicicletas/${bike.sinPrecio}`,
      { nombre: 'Sin precio', categoria: 'mtb', precio: 0 },
      t.adminToken,
    );
    expect(edited.json()).toMatchObject({ precio: 0 });
    const cleared = await t.put(
      `/api/bicicletas/${bike.sinPrecio}`,
      { nombre: 'Sin precio', categoria: 'mtb', precio: null },
      t.adminToken,
    );
    expect(cleared.json()).toMatchObject({ precio: null });
  });

  it.each([-1, 1.5, 'mucho'])('rechaza el precio %p de una bicicleta con un 400 en español', async (precio) => {
    const reply = await t.post('/api/bicicletas', { nombre: 'Mala', categoria: 'mtb', precio }, t.adminToken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ error: string }>().error).toMatch(/^Datos inválidos en el cuerpo \(precio\)/);
  });

  it('las listas de bicicletas y accesorios llevan el precio de cada item', async () => {
    const bikes = await listed('/api/bicicletas?limit=100');
    expect(bikes.find((item) => item.id === bike.cara)?.precio).toBe(4800000);
    const accessories = await listed('/api/accesorios?limit=100');
    expect(accessories.find((item) => item.id === accessory.casco)?.precio).toBe(68900);
  });

  it('precio_asc y precio_desc ordenan por precio, y lo que no tiene precio va al final', async () => {
    expect(await ids('/api/bicicletas?sort=precio_asc')).toEqual([bike.barata, bike.cara, bike.sinPrecio]);
    expect(await ids('/api/bicicletas?sort=precio_desc')).toEqual([bike.cara, bike.barata, bike.sinPrecio]);
    expect(await ids('/api/accesorios?sort=precio_asc')).toEqual([
      accessory.inflador,
      accessory.casco,
      accessory.sinPrecio,
    ]);
    expect(await ids('/api/accesorios?sort=precio_desc')).toEqual([
      accessory.casco,
      accessory.inflador,
      accessory.sinPrecio,
    ]);
  });

  it('precio_min y precio_max filtran por rango (inclusive) y dejan afuera lo que no tiene precio', async () => {
    expect(await ids('/api/bicicletas?precio_min=450000&sort=precio_asc')).toEqual([bike.barata, bike.cara]);
    expect(await ids('/api/bicicletas?precio_max=450000')).toEqual([bike.barata]);
    expect(await ids('/api/bicicletas?precio_min=500000&precio_max=5000000')).toEqual([bike.cara]);
    expect(await ids('/api/accesorios?precio_min=20000&precio_max=70000')).toEqual([accessory.casco]);
    expect(await ids('/api/accesorios?precio_max=100')).toEqual([]);
  });

  it('destacado filtra también las bicicletas (la tira de la home)', async () => {
    expect(await ids('/api/bicicletas?destacado=true')).toEqual([bike.cara]);
  });

  it.each([
    ['precio_min=-1', /^Datos inválidos en la consulta/],
    ['precio_max=barato', /^Datos inválidos en la consulta/],
    // Whole pesos within an integer column (the fuzz found 5e-324 answered 500).
    ['precio_max=5e-324', /^Datos inválidos en la consulta/],
    ['precio_min=1.5', /^Datos inválidos en la consulta/],
    ['precio_max=100000000000', /^Datos inválidos en la consulta/],
    ['precio_min=900&precio_max=100', /^El precio mínimo no puede ser mayor que el máximo\.$/],
  ])('rechaza %s con un 400 en español', async (query, message) => {
    for (const kind of ['bicicletas', 'accesorios']) {
      const reply = await t.get(`/api/${kind}?${query}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ error: string }>().error).toMatch(message);
    }
  });

  it('el documento OpenAPI describe el precio, sus filtros y sus órdenes', async () => {
    const doc = (await t.get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>;
    }>();
    const parameters = doc.paths['/api/bicicletas']?.get?.parameters ?? [];
    const names = parameters.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['precio_min', 'precio_max', 'destacado']));
    expect(parameters.find((parameter) => parameter.name === 'sort')?.description).toMatch(/precio_asc, precio_desc/);
    const body = JSON.stringify(doc.paths['/api/bicicletas']?.post);
    expect(body).toContain('"precio"');
  });
});

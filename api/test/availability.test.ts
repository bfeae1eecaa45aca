import { CATALOG_TEXT_LIMITS, type Disponibilidad, type DisponibilidadCombinacion } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const ROJO = '#ef4444';
const NEGRO = '#000000';
const AZUL = '#1d4ed8';
const CENTRAL = 'casa-central';
const PALERMO = 'local-palermo';

interface Listed {
  id: number;
}
interface Page {
  items: Listed[];
  facets?: { disponible: number; color: Record<string, number> };
}

describe.each(databaseTargets)('disponibilidad ($name)', (target) => {
  const t = useTestApp(target);
  const bike = { rojaEnStock: 0, negraAPedido: 0, sinDatos: 0 };
  let casco = 0;
  let sinDatos = 0;

  const bikeBody = (nombre: string, disponibilidad: unknown) => ({
    nombre,
    categoria: 'mtb',
    color1: ROJO,
    color2: NEGRO,
    talle: 'S, M',
    disponibilidad,
  });

  beforeAll(async () => {
    bike.rojaEnStock = await t.create(
      'bicicletas',
      bikeBody('Roja en stock', [
        { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'en_stock' },
        { color: NEGRO, talle: 'M', tienda: CENTRAL, estado: 'sin_stock' },
        { color: NEGRO, talle: 'M', tienda: PALERMO, estado: 'en_stock' },
      ]),
    );
    bike.negraAPedido = await t.create(
      'bicicletas',
      bikeBody('Negra a pedido', [
        { color: ROJO, talle: 'S', tienda: CENTRAL, estado: 'a_pedido', dias: 15 },
        { color: NEGRO, talle: 'S', tienda: CENTRAL, estado: 'pocas_unidades' },
      ]),
    );
    bike.sinDatos = await t.create('bicicletas', bikeBody('Sin datos', undefined));
    casco = await t.create('accesorios', {
      nombre: 'Casco',
      categoria: 'cascos',
      disponibilidad: { estado: 'pocas_unidades' },
    });
    sinDatos = await t.create('accesorios', { nombre: 'Luz', categoria: 'luces' });
  });

  const ids = async (url: string) => {
    const reply = await t.get(url);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return reply.json<Page>();
  };

  it('guarda la de cada color × talle × tienda, escrita como la bicicleta escribe sus talles, y la devuelve en el registro y la lista', async () => {
    const put = await t.put(
      `/api/bicicletas/${bike.sinDatos}`,
      bikeBody('Sin datos', [
        { color: '#EF4444', talle: ' m ', tienda: CENTRAL, estado: 'a_pedido', dias: 1 },
        { color: '#EF4444', talle: 'M', tienda: PALERMO, estado: 'en_stock' },
      ]),
      t.adminToken,
    );
    expect(put.statusCode).toBe(200);
    const expected: DisponibilidadCombinacion[] = [
      { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'a_pedido', dias: 1 },
      { color: ROJO, talle: 'M', tienda: PALERMO, estado: 'en_stock', dias: null },
    ];
    expect(put.json()).toMatchObject({ disponibilidad: expected });
    const record = (await t.get(`/api/bicicletas/${bike.sinDatos}`)).json<Record<string, unknown>>();
    expect(record.disponibilidad).toEqual(expected);
    expect(record).not.toHaveProperty('disponible_ahora');
    const listed = (await t.get('/api/bicicletas?limit=100')).json<{ items: Record<string, unknown>[] }>();
    expect(listed.items.find((item) => item.id === bike.sinDatos)?.disponibilidad).toEqual(expected);
    await t.put(`/api/bicicletas/${bike.sinDatos}`, bikeBody('Sin datos', []), t.adminToken);
    expect((await t.get(`/api/bicicletas/${bike.sinDatos}`)).json()).toMatchObject({ disponibilidad: [] });
  });

  it('guarda la de un talle tan largo como la ficha de la bicicleta lo deja escribir', async () => {
    const size = `Talle único ${'x'.repeat(CATALOG_TEXT_LIMITS.spec - 12)}`;
    const combination = { color: ROJO, talle: size, tienda: CENTRAL, estado: 'sin_stock' };
    const body = { ...bikeBody('Sin datos', [combination]), talle: size };
    const put = await t.put(`/api/bicicletas/${bike.sinDatos}`, body, t.adminToken);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ disponibilidad: [{ ...combination, dias: null }] });
    await t.put(`/api/bicicletas/${bike.sinDatos}`, bikeBody('Sin datos', []), t.adminToken);
  });

  it('un accesorio tiene una sola, o null sin datos', async () => {
    const expected: Disponibilidad = { estado: 'pocas_unidades', dias: null };
    expect((await t.get(`/api/accesorios/${casco}`)).json()).toMatchObject({ disponibilidad: expected });
    expect((await t.get(`/api/accesorios/${sinDatos}`)).json()).toMatchObject({ disponibilidad: null });
    const listed = (await t.get('/api/accesorios?limit=100')).json<{ items: Record<string, unknown>[] }>();
    expect(listed.items.find((item) => item.id === casco)?.disponibilidad).toEqual(expected);
  });

  it.each([
    [{ color: AZUL, talle: 'M', tienda: CENTRAL, estado: 'en_stock' }, 'disponibilidad.0.color', /color #1d4ed8/],
    [{ color: ROJO, talle: 'XL', tienda: CENTRAL, estado: 'en_stock' }, 'disponibilidad.0.talle', /talle XL/],
    [{ color: ROJO, talle: '', tienda: CENTRAL, estado: 'en_stock' }, 'disponibilidad.0.talle', /sin talle/],
    [{ color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'a_pedido' }, 'disponibilidad.0.dias', /en cuántos días/],
    [
      { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'en_stock', dias: 3 },
      'disponibilidad.0.dias',
      /Sólo «A pedido»/,
    ],
    [{ color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'agotado' }, 'disponibilidad.0.estado', /Datos inválidos/],
    [
      { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'en_stock', extra: 1 },
      'disponibilidad.0.extra',
      /Campo no permitido/,
    ],
    [
      { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'a_pedido', dias: 366 },
      'disponibilidad.0.dias',
      /Datos inválidos/,
    ],
    [{ color: ROJO, talle: 'M', estado: 'en_stock' }, 'disponibilidad.0.tienda', /Falta/],
    [
      { color: ROJO, talle: 'M', tienda: 'Casa Central', estado: 'en_stock' },
      'disponibilidad.0.tienda',
      /Datos inválidos/,
    ],
  ])('rechaza %j con un 400 que nombra el campo, sin cambiar nada', async (combination, campo, error) => {
    const before = await t.snapshot();
    const reply = await t.post('/api/bicicletas', bikeBody('Mala', [combination]), t.adminToken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringMatching(error), campo });
    expect(await t.snapshot()).toBe(before);
  });

  it('rechaza una combinación repetida y la de un accesorio sin días', async () => {
    const twice = { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'en_stock' };
    const repeated = await t.post('/api/bicicletas', bikeBody('Doble', [twice, twice]), t.adminToken);
    expect(repeated.json()).toEqual({
      error: 'Cada color y talle lleva una sola disponibilidad por tienda.',
      campo: 'disponibilidad.1',
    });
    const accessory = await t.post(
      '/api/accesorios',
      { nombre: 'Mala', categoria: 'cascos', disponibilidad: { estado: 'a_pedido' } },
      t.adminToken,
    );
    expect([accessory.statusCode, accessory.json()]).toEqual([
      400,
      { error: 'Indicá en cuántos días llega lo que está «A pedido».', campo: 'disponibilidad.dias' },
    ]);
  });

  it("'disponible=1' deja lo que está en stock o con pocas unidades, en el color elegido si hay uno, con su conteo", async () => {
    const all = await ids('/api/bicicletas?disponible=1&facets=1&limit=100');
    expect(all.items.map((item) => item.id).sort()).toEqual([bike.rojaEnStock, bike.negraAPedido].sort());
    expect(all.facets?.disponible).toBe(2);
    // Each colour counts what is available now in it.
    expect(all.facets?.color).toMatchObject({ Rojo: 1, Negro: 2, Azul: 0 });

    const red = await ids(`/api/bicicletas?color=${encodeURIComponent(ROJO)}&disponible=1&facets=1&limit=100`);
    expect(red.items.map((item) => item.id)).toEqual([bike.rojaEnStock]);
    expect(red.facets?.disponible).toBe(1);

    const unfiltered = await ids(`/api/bicicletas?color=${encodeURIComponent(NEGRO)}&facets=1&limit=100`);
    expect(unfiltered.items).toHaveLength(3);
    expect(unfiltered.facets?.disponible).toBe(2);

    const accessories = await ids('/api/accesorios?disponible=1&facets=1&limit=100');
    expect(accessories.items.map((item) => item.id)).toEqual([casco]);
    expect(accessories.facets?.disponible).toBe(1);
  });

  it("'disponible=1&tienda=…' deja lo disponible ahora en esa tienda (y en el color elegido), con sus conteos", async () => {
    const palermo = await ids(`/api/bicicletas?disponible=1&tienda=${PALERMO}&facets=1&limit=100`);
    expect(palermo.items.map((item) => item.id)).toEqual([bike.rojaEnStock]);
    expect(palermo.facets?.disponible).toBe(1);
    expect(palermo.facets?.color).toMatchObject({ Rojo: 0, Negro: 1 });

    const central = await ids(`/api/bicicletas?disponible=1&tienda=${CENTRAL}&facets=1&limit=100`);
    expect(central.items.map((item) => item.id).sort()).toEqual([bike.rojaEnStock, bike.negraAPedido].sort());
    expect(central.facets?.color).toMatchObject({ Rojo: 1, Negro: 1 });

    const redPalermo = await ids(
      `/api/bicicletas?color=${encodeURIComponent(ROJO)}&disponible=1&tienda=${PALERMO}&facets=1&limit=100`,
    );
    expect(redPalermo.items).toEqual([]);
    expect(redPalermo.facets?.disponible).toBe(0);

    const counted = await ids(`/api/bicicletas?tienda=${PALERMO}&facets=1&limit=100`);
    expect(counted.items).toHaveLength(3);
    expect(counted.facets?.disponible).toBe(1);

    const accessories = await ids(`/api/accesorios?disponible=1&tienda=${PALERMO}&limit=100`);
    expect(accessories.items.map((item) => item.id)).toEqual([casco]);
    const bad = await t.get('/api/bicicletas?disponible=1&tienda=Palermo%20centro');
    expect([bad.statusCode, bad.json<{ campo: string }>().campo]).toEqual([400, 'tienda']);
  });

  it('una foto lleva uno de los colores de la bicicleta; al quitarle ese color la foto queda sin color', async () => {
    const url = await t.upload();
    const tagged = await t.post(
      `/api/bicicletas/${bike.rojaEnStock}/imagenes`,
      { url, color: '#EF4444' },
      t.adminToken,
    );
    expect([tagged.statusCode, tagged.json()]).toEqual([201, expect.objectContaining({ color: ROJO })]);
    const images = (await t.get(`/api/bicicletas/${bike.rojaEnStock}/imagenes`)).json();
    expect(images).toEqual([expect.objectContaining({ color: ROJO })]);

    const refused = await t.post(`/api/bicicletas/${bike.rojaEnStock}/imagenes`, { url, color: AZUL }, t.adminToken);
    expect([refused.statusCode, refused.json<{ campo: string }>().campo]).toEqual([400, 'color']);
    const accessory = await t.post(`/api/accesorios/${casco}/imagenes`, { url, color: ROJO }, t.adminToken);
    expect([accessory.statusCode, accessory.json<{ campo: string }>().campo]).toEqual([400, 'color']);

    const edit = await t.put(
      `/api/bicicletas/${bike.rojaEnStock}`,
      { ...bikeBody('Roja en stock', []), color1: NEGRO, color2: null },
      t.adminToken,
    );
    expect(edit.statusCode).toBe(200);
    expect((await t.get(`/api/bicicletas/${bike.rojaEnStock}/imagenes`)).json()).toEqual([
      expect.objectContaining({ color: null }),
    ]);
  });
});

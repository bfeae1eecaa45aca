import type { ErrorAnswer } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Suggestion {
  tipo: 'bicicleta' | 'accesorio';
  id: number;
  nombre: string;
  categoria: string;
  imagen_principal: { url: string } | null;
  precio: number | null;
}

describe.each(databaseTargets)('sugerencias de búsqueda ($name)', (target) => {
  const t = useTestApp(target);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.bici = await t.create('bicicletas', { nombre: 'Bicicleta Trek de paseo', categoria: 'urbano' });
    ids.trek = await t.create('bicicletas', { nombre: 'Trek Marlin 5', marca: 'Trek', categoria: 'mtb' });
    ids.oculta = await t.create('bicicletas', { nombre: 'Trek oculta', categoria: 'ruta', visible: false });
    ids.casco = await t.create('accesorios', {
      nombre: 'Casco Trekking',
      categoria: 'cascos',
      precio: 45000,
    });
    ids.puno = await t.create('accesorios', { nombre: 'Puños Ñandú', categoria: 'puños', marca: 'Ergón' });
    ids.luz = await t.create('accesorios', { nombre: 'Luz de casco', categoria: 'luces', detalle: 'Para el trekking' });
    await t.post(`/api/accesorios/${ids.casco}/imagenes`, { url: await t.upload(), es_principal: true }, t.adminToken);
  });

  const suggest = async (query: string) => {
    const reply = await t.get(`/api/sugerencias?${query}`);
    expect({ query, status: reply.statusCode }).toEqual({ query, status: 200 });
    return reply.json<{ items: Suggestion[] }>().items;
  };

  it('pone primero los nombres que empiezan con lo escrito y deja afuera los ocultos', async () => {
    const items = await suggest('q=trek');
    expect(items.map((item) => item.nombre)).toEqual([
      'Trek Marlin 5',
      'Bicicleta Trek de paseo',
      'Casco Trekking',
      'Luz de casco',
    ]);
  });

  it('deja afuera lo eliminado hasta que se restaura', async () => {
    const id = await t.create('bicicletas', { nombre: 'Trek eliminada', categoria: 'ruta' });
    await t.delete(`/api/bicicletas/${id}`, t.adminToken);
    expect((await suggest('q=trek eliminada')).map((item) => item.id)).toEqual([]);
    await t.post(`/api/bicicletas/${id}/restaurar`, {}, t.adminToken);
    expect((await suggest('q=trek eliminada')).map((item) => item.id)).toEqual([id]);
    await t.delete(`/api/bicicletas/${id}`, t.adminToken);
  });

  it('contesta tipo, id, nombre, categoría, imagen principal y precio', async () => {
    const [casco] = await suggest('q=casco trek');
    expect(casco).toEqual({
      tipo: 'accesorio',
      id: ids.casco,
      nombre: 'Casco Trekking',
      categoria: 'cascos',
      imagen_principal: expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/) }),
      precio: 45000,
    });
    const [bike] = await suggest('q=marlin');
    expect(bike).toMatchObject({ tipo: 'bicicleta', id: ids.trek, imagen_principal: null });
  });

  it('no distingue acentos ni mayúsculas', async () => {
    expect((await suggest('q=NANDU')).map((item) => item.id)).toEqual([ids.puno]);
    expect((await suggest('q=pun')).map((item) => item.id)).toEqual([ids.puno]);
    expect((await suggest(`q=${encodeURIComponent('ergón')}`)).map((item) => item.id)).toEqual([ids.puno]);
  });

  it('da 6 por defecto y respeta limit', async () => {
    for (let n = 1; n <= 8; n += 1) await t.create('bicicletas', { nombre: `Rodado ${n}`, categoria: 'kids' });
    expect(await suggest('q=rodado')).toHaveLength(6);
    expect(await suggest('q=rodado&limit=2')).toHaveLength(2);
    expect(await suggest('q=rodado&limit=10')).toHaveLength(8);
  });

  it('trata % y _ como letras', async () => {
    expect(await suggest('q=%25%25')).toEqual([]);
    expect(await suggest('q=__')).toEqual([]);
  });

  it.each([
    ['q=a', 'Escribí al menos 2 caracteres para ver sugerencias.', 'q'],
    ['q=%20%20a%20', 'Escribí al menos 2 caracteres para ver sugerencias.', 'q'],
    ['', 'Falta el campo obligatorio: q', 'q'],
    ['q=trek&limit=11', 'Datos inválidos en la consulta (limit).', 'limit'],
    ['q=trek&limit=0', 'Datos inválidos en la consulta (limit).', 'limit'],
    ['q=trek&limit=dos', 'Datos inválidos en la consulta (limit).', 'limit'],
    ['q=trek&otra=1', 'Campo no permitido: otra', 'otra'],
  ])('rechaza "%s" con un 400 en español, con el campo', async (query, message, campo) => {
    const reply = await t.get(`/api/sugerencias?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorAnswer>()).toEqual({ error: message, campo });
  });
});

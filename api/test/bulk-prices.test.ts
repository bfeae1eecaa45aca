import type { HistoryAnswer, PriceChangeAnswer } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

describe.each(databaseTargets)('cambio de precios en lote ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe.each(['bicicletas', 'accesorios'] as const)('%s', (kind) => {
    const category = kind === 'bicicletas' ? 'mtb' : 'luces';
    const versionOf = async (id: number) =>
      Number(JSON.parse((await t.get(`/api/${kind}/${id}`, t.adminToken)).headers.etag as string));
    const priceOf = async (id: number) => (await t.get(`/api/${kind}/${id}`)).json<{ precio: number | null }>().precio;
    const listed = async (...ids: number[]) =>
      Promise.all(ids.map(async (id) => ({ id, version: await versionOf(id) })));
    const change = (body: unknown) => t.post(`/api/${kind}/precios`, body, t.adminToken);

    it('sube un 10 % redondeado a $ 100 en una llamada, guarda el historial y se deshace', async () => {
      const a = await t.create(kind, { nombre: 'Trail', categoria: category, precio: 123_456 });
      const b = await t.create(kind, { nombre: 'Ruta', categoria: category, precio: 50_000 });
      const none = await t.create(kind, { nombre: 'Sin precio', categoria: category });

      const reply = await change({
        items: await listed(a, b, none),
        cambio: { tipo: 'porcentaje', valor: 10, redondeo: 100 },
      });

      expect(reply.statusCode).toBe(200);
      const answer = reply.json<PriceChangeAnswer>();
      expect(answer.items.map(({ id, precio_anterior, precio }) => [id, precio_anterior, precio])).toEqual([
        [a, 123_456, 135_800],
        [b, 50_000, 55_000],
        [none, null, null],
      ]);
      expect([await priceOf(a), await priceOf(b), await priceOf(none)]).toEqual([135_800, 55_000, null]);
      const [entry] = (await t.get(`/api/${kind}/${a}/historial`, t.adminToken)).json<HistoryAnswer>().items;
      expect(entry).toMatchObject({
        accion: 'precios',
        autor: 'admin@example.com',
        cambios: [{ campo: 'precio', antes: 123_456, despues: 135_800 }],
      });

      const undo = await t.post(
        `/api/${kind}/precios/deshacer`,
        {
          items: answer.items.map(({ id, version, precio_anterior, precio_oferta_anterior }) => ({
            id,
            version,
            precio: precio_anterior,
            precio_oferta: precio_oferta_anterior,
          })),
        },
        t.adminToken,
      );
      expect(undo.statusCode).toBe(200);
      expect([await priceOf(a), await priceOf(b), await priceOf(none)]).toEqual([123_456, 50_000, null]);
    });

    it('resta un monto sin redondeo, o redondeado a $ 1.000', async () => {
      const id = await t.create(kind, { nombre: 'Casco', categoria: category, precio: 10_000 });
      await change({ items: await listed(id), cambio: { tipo: 'monto', valor: -2_450, redondeo: 1 } });
      expect(await priceOf(id)).toBe(7_550);
      await change({ items: await listed(id), cambio: { tipo: 'monto', valor: 0, redondeo: 1000 } });
      expect(await priceOf(id)).toBe(8_000);
    });

    it('si uno cambió desde que se listó contesta 412 con su nombre y no cambia ninguno', async () => {
      const a = await t.create(kind, { nombre: 'Trail Andino', categoria: category, precio: 100_000 });
      const b = await t.create(kind, { nombre: 'Urbana', categoria: category, precio: 200_000 });
      const items = await listed(a, b);
      await t.put(`/api/${kind}/${b}`, { nombre: 'Urbana Plus', categoria: category, precio: 210_000 }, t.adminToken);
      const before = await t.snapshot();

      const reply = await change({ items, cambio: { tipo: 'porcentaje', valor: 10, redondeo: 1 } });

      expect(reply.statusCode).toBe(412);
      expect(reply.json<{ error: string }>().error).toMatch(/Urbana Plus/);
      expect(reply.json<{ error: string }>().error).not.toMatch(/Trail Andino/);
      expect(await t.snapshot()).toBe(before);
    });

    it('todo o nada: un precio que quedaría negativo rechaza el cambio entero con 400 y su nombre', async () => {
      const a = await t.create(kind, { nombre: 'Cara', categoria: category, precio: 100_000 });
      const b = await t.create(kind, { nombre: 'Barata', categoria: category, precio: 1_000 });
      const before = await t.snapshot();

      const reply = await change({ items: await listed(a, b), cambio: { tipo: 'monto', valor: -5_000, redondeo: 1 } });

      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error: 'Barata: El precio nuevo quedaría por debajo de $ 0.',
        campo: 'cambio.valor',
      });
      expect(await t.snapshot()).toBe(before);
    });

    it.each([1, 100, 1000])(
      '−101 % rechaza con 400 y el mismo mensaje un precio bajo, redondeado a %i',
      async (redondeo) => {
        const id = await t.create(kind, { nombre: 'Timbre', categoria: category, precio: 4_000 });
        const before = await t.snapshot();

        const reply = await change({ items: await listed(id), cambio: { tipo: 'porcentaje', valor: -101, redondeo } });

        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({
          error: 'Timbre: El precio nuevo quedaría por debajo de $ 0.',
          campo: 'cambio.valor',
        });
        expect(await t.snapshot()).toBe(before);
      },
    );

    it('rechaza con 4xx en castellano un id que no está, un id repetido, un redondeo o un porcentaje fuera de rango', async () => {
      const id = await t.create(kind, { nombre: 'Una', categoria: category, precio: 1_000 });
      const version = await versionOf(id);
      const cambio = { tipo: 'porcentaje', valor: 10, redondeo: 100 };
      const missing = await change({ items: [{ id: 999, version: 1 }], cambio });
      expect(missing.statusCode).toBe(404);
      const repeated = await change({
        items: [
          { id, version },
          { id, version: version + 1 },
        ],
        cambio,
      });
      expect(repeated.json()).toEqual({ error: 'Cada producto va una sola vez.', campo: 'items' });
      expect((await change({ items: [{ id, version }], cambio: { ...cambio, redondeo: 50 } })).statusCode).toBe(400);
      const percent = await change({ items: [{ id, version }], cambio: { ...cambio, valor: 5000 } });
      expect(percent.json()).toMatchObject({ campo: 'cambio.valor' });
      expect(
        (await t.post(`/api/${kind}/precios`, { items: [{ id, version }], cambio }, t.clienteToken)).statusCode,
      ).toBe(403);
      expect(await priceOf(id)).toBe(1_000);
    });
  });
});

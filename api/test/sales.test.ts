import { catalogCsv, parseCsv, type PriceChangeAnswer, SALE_LABELS, shopDay } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Facets {
  facets: { en_oferta: number };
  items: { id: number; precio_oferta: number | null; oferta_desde: string | null; oferta_hasta: string | null }[];
  total: number;
}

const KINDS = [
  { kind: 'bicicletas', categoria: 'mtb' },
  { kind: 'accesorios', categoria: 'cascos' },
] as const;

const today = shopDay();
const yesterday = shopDay(new Date(), 1);
const tomorrow = shopDay(new Date(), -1);

describe.each(databaseTargets)('ofertas ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe.each(KINDS)('$kind', ({ kind, categoria }) => {
    const body = (fields: Record<string, unknown>) => ({ nombre: 'En oferta', categoria, precio: 100_000, ...fields });

    it('guarda precio de oferta y días, los devuelve en la ficha y la lista, y los borra', async () => {
      const sale = { precio_oferta: 85_000, oferta_desde: today, oferta_hasta: tomorrow };
      const id = await t.create(kind, body(sale));
      expect((await t.get(`/api/${kind}/${id}`)).json()).toMatchObject(sale);
      const list = (await t.get(`/api/${kind}`)).json<Facets>();
      expect(list.items.find((item) => item.id === id)).toMatchObject(sale);

      const cleared = await t.put(
        `/api/${kind}/${id}`,
        body({ precio_oferta: null, oferta_desde: null, oferta_hasta: null }),
        t.adminToken,
      );
      expect(cleared.json()).toMatchObject({ precio_oferta: null, oferta_desde: null, oferta_hasta: null });
    });

    it.each([
      [{ precio_oferta: 100_000 }, 'El precio de oferta tiene que ser menor que el precio.', 'precio_oferta'],
      [{ precio: null, precio_oferta: 5_000 }, 'Para una oferta, cargá primero el precio.', 'precio_oferta'],
      [{ oferta_hasta: tomorrow }, 'Cargá el precio de oferta para sus fechas.', 'precio_oferta'],
      [{ precio_oferta: 1, oferta_desde: '2026-02-30' }, 'Fecha inválida: usá el formato AAAA-MM-DD.', 'oferta_desde'],
      [
        { precio_oferta: 1, oferta_desde: tomorrow, oferta_hasta: today },
        'La oferta no puede terminar antes de empezar.',
        'oferta_hasta',
      ],
    ])('rechaza %j con un 400 en español', async (fields, error, campo) => {
      const reply = await t.post(`/api/${kind}`, body(fields), t.adminToken);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error, campo });
    });

    it("'En oferta' filtra y cuenta lo que está en oferta hoy: no lo que empieza mañana ni lo que terminó ayer", async () => {
      const running = await t.create(kind, body({ precio_oferta: 90_000, oferta_hasta: today }));
      const open = await t.create(kind, body({ precio_oferta: 90_000 }));
      await t.create(kind, body({ precio_oferta: 90_000, oferta_desde: tomorrow }));
      await t.create(kind, body({ precio_oferta: 90_000, oferta_hasta: yesterday }));
      await t.create(kind, body({}));

      const all = (await t.get(`/api/${kind}?facets=1`)).json<Facets>();
      expect({ total: all.total, en_oferta: all.facets.en_oferta }).toEqual({ total: 5, en_oferta: 2 });
      const onSale = (await t.get(`/api/${kind}?facets=1&en_oferta=1`)).json<Facets>();
      expect(onSale.items.map((item) => item.id).sort()).toEqual([running, open].sort());
      expect({ total: onSale.total, en_oferta: onSale.facets.en_oferta }).toEqual({ total: 2, en_oferta: 2 });
      const otherCategory = (await t.get(`/api/${kind}?facets=1&en_oferta=1&categoria=otra`)).json<Facets>();
      expect(otherCategory.total).toBe(0);
    });

    it('el rango de precio y el orden por precio miran el precio que se cobra hoy: el de oferta mientras corre', async () => {
      const onSale = await t.create(kind, body({ nombre: 'Rebajada', precio: 120_000, precio_oferta: 80_000 }));
      const ended = await t.create(
        kind,
        body({ nombre: 'Terminó', precio: 110_000, precio_oferta: 60_000, oferta_hasta: yesterday }),
      );
      const plain = await t.create(kind, body({ nombre: 'Sin oferta', precio: 100_000 }));
      const ids = async (query: string) =>
        (await t.get(`/api/${kind}?${query}`)).json<Facets>().items.map((item) => item.id);

      expect(await ids('precio_max=90000')).toEqual([onSale]);
      expect(await ids('precio_min=100000&sort=precio_asc')).toEqual([plain, ended]);
      expect(await ids('sort=precio_asc')).toEqual([onSale, plain, ended]);
      expect(await ids('sort=precio_desc')).toEqual([ended, plain, onSale]);
    });

    it('el cambio de precios en lote mueve también el precio de oferta, y se deshace', async () => {
      const id = await t.create(kind, body({ precio_oferta: 80_000 }));
      const version = Number(JSON.parse((await t.get(`/api/${kind}/${id}`, t.adminToken)).headers.etag as string));
      const reply = await t.post(
        `/api/${kind}/precios`,
        { items: [{ id, version }], cambio: { tipo: 'porcentaje', valor: -10, redondeo: 1 } },
        t.adminToken,
      );
      const [changed] = reply.json<PriceChangeAnswer>().items;
      expect(changed).toMatchObject({ precio: 90_000, precio_oferta: 72_000, precio_oferta_anterior: 80_000 });
      const undo = await t.post(
        `/api/${kind}/precios/deshacer`,
        { items: [{ id, version: changed?.version, precio: 100_000, precio_oferta: 80_000 }] },
        t.adminToken,
      );
      expect(undo.statusCode).toBe(200);
      expect((await t.get(`/api/${kind}/${id}`)).json()).toMatchObject({ precio: 100_000, precio_oferta: 80_000 });
    });

    it('el CSV exporta precio de oferta y días en sus columnas y los importa de vuelta', async () => {
      const id = await t.create(kind, body({ precio_oferta: 85_000, oferta_hasta: tomorrow }));
      const items = (await t.get(`/api/${kind}/exportacion`, t.adminToken)).json<{ items: object[] }>().items;
      const [head, ...rows] = parseCsv(catalogCsv(kind, items));
      const columnOf = (label: string) => head?.cells.indexOf(label) ?? -1;
      const row = rows.find(({ cells }) => cells[0] === String(id));
      expect(
        [SALE_LABELS.precio_oferta, SALE_LABELS.oferta_desde, SALE_LABELS.oferta_hasta].map(
          (label) => row?.cells[columnOf(label)],
        ),
      ).toEqual(['85000', '', tomorrow]);

      const edited = (row?.cells ?? []).map((text, index) =>
        index === columnOf(SALE_LABELS.oferta_desde) ? today : text,
      );
      const csv = [head?.cells ?? [], edited].map((cells) => cells.join(';')).join('\r\n');
      const review = await t.call('POST', `/api/${kind}/importacion?dryRun=1`, { token: t.adminToken, body: { csv } });
      const [reviewed] = review.json<{ filas: { id: number; version: number }[] }>().filas;
      expect(reviewed).toMatchObject({ id, cambios: [{ campo: 'oferta_desde', antes: '', despues: today }] });
      const applied = await t.call('POST', `/api/${kind}/importacion`, {
        token: t.adminToken,
        body: { csv, versiones: [{ id, version: reviewed?.version }] },
      });
      expect(applied.statusCode).toBe(200);
      expect((await t.get(`/api/${kind}/${id}`)).json()).toMatchObject({
        precio_oferta: 85_000,
        oferta_desde: today,
        oferta_hasta: tomorrow,
      });
    });
  });
});

import { CASH_DISCOUNT_LABEL, catalogCsv, parseCsv } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Listed {
  id: number;
  descuento_efectivo: number | null;
}

const KINDS = [
  { kind: 'bicicletas', categoria: 'mtb', precio: 1250000 },
  { kind: 'accesorios', categoria: 'cascos', precio: 68900 },
] as const;

describe.each(databaseTargets)('descuento en efectivo o transferencia de cada producto ($name)', (target) => {
  const t = useTestApp(target);

  describe.each(KINDS)('$kind', ({ kind, categoria, precio }) => {
    const body = (fields: Record<string, unknown>) => ({ nombre: 'Con descuento', categoria, precio, ...fields });
    const listed = async (id: number, token?: string) => {
      const reply = await t.get(`/api/${kind}?limit=100`, token);
      return reply.json<{ items: Listed[] }>().items.find((item) => item.id === id);
    };

    it('sin descuento propio toma el del sitio (null); guarda, devuelve, cambia y borra el suyo', async () => {
      const plain = await t.create(kind, body({}));
      expect((await t.get(`/api/${kind}/${plain}`)).json()).toMatchObject({ descuento_efectivo: null });
      expect(await listed(plain)).toMatchObject({ descuento_efectivo: null });

      const own = await t.create(kind, body({ descuento_efectivo: 15 }));
      expect((await t.get(`/api/${kind}/${own}`)).json()).toMatchObject({ precio, descuento_efectivo: 15 });
      expect(await listed(own)).toMatchObject({ descuento_efectivo: 15 });
      expect(await listed(own, t.adminToken)).toMatchObject({ descuento_efectivo: 15 });

      const none = await t.put(`/api/${kind}/${own}`, body({ descuento_efectivo: 0 }), t.adminToken);
      expect(none.json()).toMatchObject({ descuento_efectivo: 0 });
      const cleared = await t.put(`/api/${kind}/${own}`, body({ descuento_efectivo: null }), t.adminToken);
      expect(cleared.json()).toMatchObject({ descuento_efectivo: null });
    });

    it.each([-1, 91, 7.5, '10'])('rechaza %p con un 400 en español que nombra el campo', async (descuento_efectivo) => {
      const reply = await t.post(`/api/${kind}`, body({ descuento_efectivo }), t.adminToken);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error: 'Datos inválidos en el cuerpo (descuento_efectivo).',
        campo: 'descuento_efectivo',
      });
    });

    it('el CSV lo exporta en su columna y lo importa de vuelta', async () => {
      const id = await t.create(kind, body({ nombre: `Exportado ${kind}`, descuento_efectivo: 12 }));
      const items = (await t.get(`/api/${kind}/exportacion`, t.adminToken)).json<{ items: object[] }>().items;
      const [head, ...rows] = parseCsv(catalogCsv(kind, items));
      const column = head?.cells.indexOf(CASH_DISCOUNT_LABEL) ?? -1;
      const row = rows.find(({ cells }) => cells[0] === String(id));
      expect(row?.cells[column]).toBe('12');

      const edited = (row?.cells ?? []).map((text, index) => (index === column ? '20' : text));
      const csv = [head?.cells ?? [], edited].map((cells) => cells.join(';')).join('\r\n');
      const review = await t.call('POST', `/api/${kind}/importacion?dryRun=1`, {
        token: t.adminToken,
        body: { csv },
      });
      expect(review.json()).toMatchObject({
        filas: [{ id, cambios: [{ campo: 'descuento_efectivo', antes: '12', despues: '20' }] }],
      });
    });
  });
});

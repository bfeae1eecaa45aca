import { databaseTargets } from './support/databases';
import { png } from './support/files';
import { type TestApp, useTestApp } from './support/test-app';

/** The findings of issue 24 ("Hardening, second round"), each with the exact input that broke. */

const raw = (t: TestApp, method: 'POST' | 'PUT', url: string, body: string) =>
  t.call(method, url, { token: t.adminToken, body, headers: { 'content-type': 'application/json' } });

describe.each(databaseTargets)('endurecimiento, segunda vuelta ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe('1. ningún 500 por el cuerpo', () => {
    it.each(['"1e309"', '"Infinity"', '"-1e309"'])(
      'precio %s en una bicicleta contesta 400 con el campo (era 500)',
      async (precio) => {
        const reply = await raw(t, 'POST', '/api/bicicletas', `{"nombre":"N","categoria":"mtb","precio":${precio}}`);
        expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
          status: 400,
          body: { error: 'Datos inválidos en el cuerpo (precio).' },
        });
      },
    );

    it('un accesorio con precio "1e309" no se guarda y el catálogo sigue contestando (era 201 y después 500 para todos)', async () => {
      const reply = await raw(t, 'POST', '/api/accesorios', '{"nombre":"N","categoria":"luces","precio":"1e309"}');
      expect(reply.statusCode).toBe(400);
      expect((await t.get('/api/accesorios')).statusCode).toBe(200);
      expect(await t.db.query('select id from accesorios')).toEqual([]);
    });

    it('{"ids": true} no borra el ítem 1: 400 y el ítem sigue vivo', async () => {
      const id = await t.create('bicicletas', { nombre: 'Primera', categoria: 'mtb' });
      expect(id).toBe(1);
      for (const ids of ['true', '"1"', '1', '[true]', '["1"]', '[[1]]']) {
        const reply = await raw(t, 'POST', '/api/bicicletas/lote', `{"ids":${ids},"accion":"eliminar"}`);
        expect({ ids, status: reply.statusCode }).toEqual({ ids, status: 400 });
      }
      expect((await t.get('/api/bicicletas/1')).statusCode).toBe(200);
    });

    it('una subida multipart/form-data sin boundary contesta 400 (era 500) y no guarda nada', async () => {
      const reply = await t.call('POST', '/api/upload', {
        token: t.adminToken,
        body: await png(),
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { error: 'El envío multipart/form-data no indica su separador (boundary).' },
      });
      expect(await t.files()).toEqual([]);
    });
  });
});

import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const STALE = 'Este producto cambió en otra pestaña o por otro usuario.';

describe.each(databaseTargets)('versiones, papelera y acciones en lote ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe.each(['bicicletas', 'accesorios'] as const)('%s', (kind) => {
    const category = kind === 'bicicletas' ? 'mtb' : 'luces';
    const etagOf = async (id: number) => (await t.get(`/api/${kind}/${id}`, t.adminToken)).headers.etag as string;
    const withMatch = (etag: string) => ({ token: t.adminToken, headers: { 'if-match': etag } });

    it('la ficha contesta un ETag que cambia con cada escritura del item o de sus imágenes', async () => {
      const id = await t.create(kind, { nombre: 'Versionada', categoria: category });
      const first = await t.get(`/api/${kind}/${id}`);
      expect(first.headers.etag).toMatch(/^"\d+"$/);
      expect(first.json()).not.toHaveProperty('version');
      expect(first.json()).not.toHaveProperty('deleted_at');

      const updated = await t.call('PUT', `/api/${kind}/${id}`, {
        ...withMatch(first.headers.etag as string),
        body: { nombre: 'Nueva', categoria: category },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.headers.etag).not.toBe(first.headers.etag);
      expect(await etagOf(id)).toBe(updated.headers.etag);

      const image = await t.call('POST', `/api/${kind}/${id}/imagenes`, {
        ...withMatch(updated.headers.etag as string),
        body: { url: await t.upload() },
      });
      expect(image.statusCode).toBe(201);
      expect(image.headers.etag).not.toBe(updated.headers.etag);
      expect(await etagOf(id)).toBe(image.headers.etag);
    });

    it('PUT y DELETE con un If-Match viejo contestan 412 y no cambian nada, imágenes incluidas', async () => {
      const id = await t.create(kind, { nombre: 'Original', categoria: category });
      const image = (await t.post(`/api/${kind}/${id}/imagenes`, { url: await t.upload() }, t.adminToken)).json<{
        id: number;
      }>();
      const [newUrl, replacementUrl] = [await t.upload(), await t.upload()];
      const stale = await etagOf(id);
      expect(
        (await t.put(`/api/${kind}/${id}`, { nombre: 'Pestaña A', categoria: category }, t.adminToken)).statusCode,
      ).toBe(200);
      const before = await t.snapshot();

      const attempts = [
        t.call('PUT', `/api/${kind}/${id}`, {
          ...withMatch(stale),
          body: { nombre: 'Pestaña B', categoria: category },
        }),
        t.call('DELETE', `/api/${kind}/${id}`, withMatch(stale)),
        t.call('POST', `/api/${kind}/${id}/imagenes`, { ...withMatch(stale), body: { url: newUrl } }),
        t.call('PUT', `/api/${kind}/${id}/imagenes/${image.id}`, {
          ...withMatch(stale),
          body: { url: replacementUrl },
        }),
        t.call('DELETE', `/api/${kind}/${id}/imagenes/${image.id}`, withMatch(stale)),
      ];
      for (const reply of await Promise.all(attempts)) {
        expect(reply.statusCode).toBe(412);
        expect(reply.json()).toEqual({ error: STALE });
      }
      expect(await t.snapshot()).toBe(before);
      expect((await t.get(`/api/${kind}/${id}`)).json()).toMatchObject({ nombre: 'Pestaña A' });
    });

    it('con el If-Match vigente (o *) escribe; sin If-Match escribe como siempre', async () => {
      const id = await t.create(kind, { nombre: 'Original', categoria: category });
      const current = await etagOf(id);
      const body = { nombre: 'Con versión', categoria: category };
      expect((await t.call('PUT', `/api/${kind}/${id}`, { ...withMatch(`"0", ${current}`), body })).statusCode).toBe(
        200,
      );
      expect((await t.call('PUT', `/api/${kind}/${id}`, { ...withMatch('*'), body })).statusCode).toBe(200);
      expect(
        (await t.put(`/api/${kind}/${id}`, { nombre: 'Sin versión', categoria: category }, t.adminToken)).statusCode,
      ).toBe(200);
      expect((await t.call('DELETE', `/api/${kind}/${id}`, withMatch(await etagOf(id)))).statusCode).toBe(204);
    });

    it('restaurar devuelve el item borrado con sus imágenes y archivos, también al público', async () => {
      const file = await t.upload();
      const id = await t.create(kind, { nombre: 'Vuelve', categoria: category });
      await t.post(`/api/${kind}/${id}/imagenes`, { url: file, alt_text: 'Foto' }, t.adminToken);
      expect((await t.delete(`/api/${kind}/${id}`, t.adminToken)).statusCode).toBe(204);
      expect((await t.get(`/api/${kind}`)).json()).toMatchObject({ total: 0 });

      const restored = await t.post(`/api/${kind}/${id}/restaurar`, {}, t.adminToken);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id, nombre: 'Vuelve' });
      expect(restored.headers.etag).toMatch(/^"\d+"$/);
      expect((await t.get(`/api/${kind}/${id}`)).statusCode).toBe(200);
      expect((await t.get(`/api/${kind}/${id}/imagenes`)).json()).toEqual([
        expect.objectContaining({ url: file, alt_text: 'Foto', es_principal: true }),
      ]);
      expect((await t.get(`/api/${kind}`)).json()).toMatchObject({
        total: 1,
        items: [expect.objectContaining({ id, imagen_principal: expect.objectContaining({ url: file }) })],
      });
      expect((await t.get(file)).statusCode).toBe(200);
      // A second undo answers the item as it is.
      expect((await t.post(`/api/${kind}/${id}/restaurar`, {}, t.adminToken)).statusCode).toBe(200);
    });

    it('restaurar es sólo para administradores y contesta 404 si el item no existe', async () => {
      const id = await t.create(kind, { nombre: 'Borrado', categoria: category });
      await t.delete(`/api/${kind}/${id}`, t.adminToken);
      expect((await t.post(`/api/${kind}/${id}/restaurar`, {})).statusCode).toBe(401);
      expect((await t.post(`/api/${kind}/${id}/restaurar`, {}, t.clienteToken)).statusCode).toBe(403);
      expect((await t.get(`/api/${kind}/${id}`, t.adminToken)).statusCode).toBe(404);
      const missing = await t.post(`/api/${kind}/9999/restaurar`, {}, t.adminToken);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: string }>().error).toMatch(/no encontrad/);
    });

    it('acciones en lote: mostrar, ocultar, destacar, quitar destacado, eliminar y restaurar en un pedido', async () => {
      const ids = [
        await t.create(kind, { nombre: 'Uno', categoria: category }),
        await t.create(kind, { nombre: 'Dos', categoria: category }),
        await t.create(kind, { nombre: 'Tres', categoria: category }),
      ];
      const chosen = ids.slice(0, 2);
      const bulk = (accion: string, list = chosen) => t.post(`/api/${kind}/lote`, { ids: list, accion }, t.adminToken);
      const states = async () =>
        (
          await t.db.query<{ id: number; visible: boolean; destacado: boolean; deleted: boolean }>(
            `select id, visible, destacado, deleted_at is not null as deleted from ${kind} order by id`,
          )
        ).map(({ visible, destacado, deleted }) => [visible, destacado, deleted]);

      expect((await bulk('ocultar')).json()).toEqual({ accion: 'ocultar', ids: chosen });
      expect(await states()).toEqual([
        [false, false, false],
        [false, false, false],
        [true, false, false],
      ]);
      expect((await t.get(`/api/${kind}`)).json()).toMatchObject({ total: 1 });
      await bulk('destacar');
      expect(await states()).toEqual([
        [false, true, false],
        [false, true, false],
        [true, false, false],
      ]);
      await bulk('mostrar');
      await bulk('quitar_destacado', [chosen[0] as number]);
      expect(await states()).toEqual([
        [true, false, false],
        [true, true, false],
        [true, false, false],
      ]);
      await bulk('eliminar');
      expect((await t.get(`/api/${kind}`, t.adminToken)).json()).toMatchObject({ total: 1 });
      await bulk('restaurar');
      expect((await t.get(`/api/${kind}`, t.adminToken)).json()).toMatchObject({ total: 3 });
    });

    it('un lote con un id que no está contesta 404 y no cambia nada; otros roles no pueden', async () => {
      const id = await t.create(kind, { nombre: 'Uno', categoria: category });
      const before = await t.snapshot();
      const missing = await t.post(`/api/${kind}/lote`, { ids: [id, 9999], accion: 'ocultar' }, t.adminToken);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: string }>().error).toMatch(/9999/);
      expect((await t.post(`/api/${kind}/lote`, { ids: [id], accion: 'restaurar' }, t.adminToken)).statusCode).toBe(
        404,
      );
      expect((await t.post(`/api/${kind}/lote`, { ids: [id], accion: 'vender' }, t.adminToken)).statusCode).toBe(400);
      expect((await t.post(`/api/${kind}/lote`, { ids: [], accion: 'ocultar' }, t.adminToken)).statusCode).toBe(400);
      expect((await t.post(`/api/${kind}/lote`, { ids: [id], accion: 'ocultar' }, t.clienteToken)).statusCode).toBe(
        403,
      );
      expect((await t.post(`/api/${kind}/lote`, { ids: [id], accion: 'ocultar' })).statusCode).toBe(401);
      expect(await t.snapshot()).toBe(before);
    });

    it('el resumen del panel cuenta visibles, ocultos, destacados y sin imagen, sin los borrados', async () => {
      const withImage = await t.create(kind, { nombre: 'Con foto', categoria: category, destacado: true });
      await t.post(`/api/${kind}/${withImage}/imagenes`, { url: await t.upload() }, t.adminToken);
      await t.create(kind, { nombre: 'Oculto', categoria: category, visible: false });
      const deleted = await t.create(kind, { nombre: 'Borrado', categoria: category });
      await t.delete(`/api/${kind}/${deleted}`, t.adminToken);

      const reply = await t.get(`/api/${kind}/resumen`, t.adminToken);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ total: 2, visibles: 1, ocultos: 1, destacados: 1, sin_imagen: 1 });
      expect((await t.get(`/api/${kind}/resumen`, t.clienteToken)).statusCode).toBe(403);
    });

    it('el administrador ve la ficha de un item oculto como vista previa; el público y un cliente no', async () => {
      const id = await t.create(kind, { nombre: 'Oculto', categoria: category, visible: false });
      expect((await t.get(`/api/${kind}/${id}`)).statusCode).toBe(404);
      expect((await t.get(`/api/${kind}/${id}`, t.clienteToken)).statusCode).toBe(404);
      const preview = await t.get(`/api/${kind}/${id}`, t.adminToken);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ id, visible: false });
      expect(preview.headers['cache-control']).toBe('no-store');
      expect((await t.get(`/api/${kind}/${id}/imagenes`, t.adminToken)).statusCode).toBe(200);
    });

    it('la lista del administrador trae estado, versión y fecha de cambio; la pública sólo la fecha (para el sitemap)', async () => {
      const id = await t.create(kind, { nombre: 'Uno', categoria: category, destacado: true });
      const [adminItem] = (await t.get(`/api/${kind}`, t.adminToken)).json<{ items: Record<string, unknown>[] }>()
        .items;
      expect(adminItem).toMatchObject({ visible: true, destacado: true, updated_at: expect.any(String) });
      // The row's version is the item's ETag: a delete from the list sends it as If-Match.
      expect(`"${String(adminItem?.version)}"`).toBe(await etagOf(id));
      const [publicItem] = (await t.get(`/api/${kind}`)).json<{ items: Record<string, unknown>[] }>().items;
      const [stored] = await t.db.query<{ updated_at: Date }>(`select updated_at from ${kind} where id = $1`, [id]);
      expect(publicItem).toMatchObject({ id, updated_at: stored?.updated_at.toISOString() });
      expect(publicItem).not.toHaveProperty('visible');
      expect(publicItem).not.toHaveProperty('version');
    });
  });

  it('el ETag se puede leer desde el sitio (CORS)', async () => {
    const id = await t.create('bicicletas', { nombre: 'Con CORS', categoria: 'mtb' });
    const reply = await t.call('GET', `/api/bicicletas/${id}`, { headers: { origin: 'http://localhost:3000' } });
    expect(String(reply.headers['access-control-expose-headers'])).toMatch(/ETag/i);
  });
});

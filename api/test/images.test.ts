import { databaseTargets } from './support/databases';
import { ONE_DAY, useTestApp } from './support/test-app';

interface Image {
  id: number;
  url: string;
  alt_text: string | null;
  es_principal: boolean;
  orden: number;
  mime_type: string | null;
  width: number | null;
  height: number | null;
}

describe.each(databaseTargets)('imágenes de bicicletas y accesorios ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe.each(['bicicletas', 'accesorios'] as const)('%s', (kind) => {
    const category = kind === 'bicicletas' ? 'mtb' : 'luces';
    const images = async (id: number) => (await t.get(`/api/${kind}/${id}/imagenes`)).json<Image[]>();
    const add = async (id: number, body: Record<string, unknown>) => {
      const reply = await t.post(`/api/${kind}/${id}/imagenes`, body, t.adminToken);
      expect(reply.statusCode).toBe(201);
      return reply.json<Image>();
    };

    it('agrega con todos los campos; la primera es principal y se listan principal primero y por orden', async () => {
      const id = await t.create(kind, { nombre: 'Con fotos', categoria: category });
      const [a, b, c] = [await t.upload(), await t.upload(), await t.upload()];
      const first = await add(id, {
        url: a,
        alt_text: '  Vista lateral ',
        orden: 3,
        width: 1200,
        height: 900,
        mime_type: 'image/webp',
      });
      expect(first).toEqual({
        id: expect.any(Number),
        url: a,
        alt_text: 'Vista lateral',
        es_principal: true,
        orden: 3,
        mime_type: 'image/webp',
        width: 1200,
        height: 900,
        color: null,
      });
      const second = await add(id, { url: b, orden: 1, width: null, alt_text: null });
      expect(second).toMatchObject({ es_principal: false, orden: 1, width: null, alt_text: null, mime_type: null });
      const third = await add(id, { url: c, orden: 2 });
      expect((await images(id)).map((image) => image.id)).toEqual([first.id, second.id, third.id]);
    });

    it('marcar otra como principal desmarca las demás, al agregar y al editar', async () => {
      const id = await t.create(kind, { nombre: 'Principal', categoria: category });
      const [a, b] = [await t.upload(), await t.upload()];
      const first = await add(id, { url: a });
      const second = await add(id, { url: b, es_principal: true });
      let list = await images(id);
      expect(list.filter((image) => image.es_principal).map((image) => image.id)).toEqual([second.id]);

      const edited = await t.put(
        `/api/${kind}/${id}/imagenes/${first.id}`,
        { url: a, alt_text: 'Otra vez', orden: 1, es_principal: true },
        t.adminToken,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: first.id, alt_text: 'Otra vez', es_principal: true });
      list = await images(id);
      expect(list.filter((image) => image.es_principal).map((image) => image.id)).toEqual([first.id]);
      expect(list[0]?.id).toBe(first.id);
    });

    it('una imagen de otro item o inexistente contesta 404 en español', async () => {
      const id = await t.create(kind, { nombre: 'Uno', categoria: category });
      const other = await t.create(kind, { nombre: 'Otro', categoria: category });
      const [a, b] = [await t.upload(), await t.upload()];
      const image = await add(other, { url: a });
      const before = await t.snapshot();
      const edit = await t.put(`/api/${kind}/${id}/imagenes/${image.id}`, { url: b }, t.adminToken);
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ error: 'Imagen no encontrada' });
      const removal = await t.delete(`/api/${kind}/${id}/imagenes/${image.id}`, t.adminToken);
      expect(removal.statusCode).toBe(404);
      expect(removal.json()).toEqual({ error: 'Imagen no encontrada' });
      expect(await t.snapshot()).toBe(before);
      const missingOwner = await t.post(`/api/${kind}/9999/imagenes`, { url: a }, t.adminToken);
      expect(missingOwner.statusCode).toBe(404);
      expect(missingOwner.json()).toEqual({
        error: kind === 'bicicletas' ? 'Bicicleta no encontrada' : 'Accesorio no encontrado',
      });
      expect((await t.get(`/api/${kind}/9999/imagenes`)).statusCode).toBe(404);
    });

    const notOurs = (url: string) => `La imagen ${url} no es un archivo de la tienda: subila desde el panel.`;
    it.each([
      ['una URL javascript:', { url: 'javascript:alert(1)' }, notOurs('javascript:alert(1)'), 'url'],
      ['una URL data:', { url: 'data:image/png;base64,AAAA' }, notOurs('data:image/png;base64,AAAA'), 'url'],
      [
        'una URL de otro protocolo relativo',
        { url: '//malo.example.com/x.png' },
        notOurs('//malo.example.com/x.png'),
        'url',
      ],
      [
        'una URL de otro sitio',
        { url: 'https://cdn.example.com/a.webp' },
        notOurs('https://cdn.example.com/a.webp'),
        'url',
      ],
      ['una URL vacía', { url: '   ' }, 'La URL de la imagen es obligatoria.', 'url'],
      ['sin URL', { alt_text: 'x' }, 'Falta el campo obligatorio: url', 'url'],
      ['orden 0', { url: '/uploads/x.webp', orden: 0 }, 'Datos inválidos en el cuerpo (orden).', 'orden'],
      ['un campo desconocido', { url: '/uploads/x.webp', owner_id: 2 }, 'Campo no permitido: owner_id', 'owner_id'],
    ])('rechaza %s con un 400 en español', async (_case, body, message, campo) => {
      const id = await t.create(kind, { nombre: 'Validar', categoria: category });
      const reply = await t.post(`/api/${kind}/${id}/imagenes`, body, t.adminToken);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: message, campo });
      expect(await images(id)).toEqual([]);
    });

    it('reemplazar o borrar una imagen borra, pasado el período de gracia, el archivo que ya nadie usa y conserva el compartido', async () => {
      const id = await t.create(kind, { nombre: 'Archivos', categoria: category });
      const other = await t.create(kind, { nombre: 'Comparte', categoria: category });
      const [old, replacement, shared] = [await t.upload(), await t.upload(), await t.upload()];
      const image = await add(id, { url: old });
      const sharedImage = await add(id, { url: shared });
      await add(other, { url: shared });

      const edit = await t.put(`/api/${kind}/${id}/imagenes/${image.id}`, { url: replacement }, t.adminToken);
      expect(edit.statusCode).toBe(200);
      expect(await t.hasFile(old)).toBe(true);
      expect(await t.sweep(ONE_DAY)).toEqual([]);
      expect(await t.sweep(0)).toEqual([old]);
      expect(await t.hasFile(old)).toBe(false);
      expect(await t.hasFile(replacement)).toBe(true);

      const removal = await t.delete(`/api/${kind}/${id}/imagenes/${sharedImage.id}`, t.adminToken);
      expect(removal.statusCode).toBe(204);
      expect(await t.hasFile(shared)).toBe(true);
      expect((await images(id)).map((row) => row.url)).toEqual([replacement]);

      expect((await t.delete(`/api/${kind}/${id}/imagenes/${image.id}`, t.adminToken)).statusCode).toBe(204);
      expect(await t.hasFile(replacement)).toBe(true);
      expect(await t.sweep(0)).toEqual([replacement]);
      expect(await t.hasFile(replacement)).toBe(false);
      expect(await images(id)).toEqual([]);
    });
  });
});

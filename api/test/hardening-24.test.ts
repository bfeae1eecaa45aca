import { hashPassword } from '../src/features/auth/passwords';
import { unstoredImageReferences } from '../src/features/images/upload-references';
import { databaseTargets } from './support/databases';
import { png } from './support/files';
import { expectImageRefused } from './support/image-writes';
import { CLIENTE, TEST_PASSWORD_COST, type TestApp, useTestApp } from './support/test-app';

/** The findings of the second outside attack, each with the exact input that broke. */

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
          body: { error: 'Datos inválidos en el cuerpo (precio).', campo: 'precio' },
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

  describe('2. una imagen es un archivo de la tienda, comparado como archivo', () => {
    const name = (url: string) => url.slice('/uploads/'.length, -'.webp'.length);
    const respelled = (url: string) =>
      `La dirección de la imagen ${url} no es válida: usá la que devolvió la subida, sin cambios.`;
    const notOurs = (url: string) => `La imagen ${url} no es un archivo de la tienda: subila desde el panel.`;

    it.each([
      ['/./uploads/<n>.webp', respelled],
      ['/x/../uploads/<n>.webp', respelled],
      ['/uploads%2f<n>.webp', respelled],
      ['/%75ploads/<n>.webp', respelled],
      ['/uploads/<n>.webp?v=1', respelled],
      ['/UPLOADS/<n>.webp', notOurs],
      ['/uploads/<N>.webp', notOurs],
      ['/uploads/<n>-640w.webp', notOurs],
      ['http://127.0.0.1:4401/uploads/<n>.webp', notOurs],
      ['//127.0.0.1:4401/uploads/<n>.webp', notOurs],
      ['/api/auth/me', notOurs],
      ['https://evil.example/x.png', notOurs],
      ['http://169.254.169.254/latest/meta-data/', notOurs],
    ])('%s de un archivo subido se rechaza con 400 en portadas e imágenes (era 201)', async (form, error) => {
      const uploaded = name(await t.upload());
      const url = form.replace('<n>', uploaded).replace('<N>', uploaded.toUpperCase());
      await expectImageRefused(t, url, error(url));
    });

    it('la limpieza compara nombres: una portada guardada antes como /./uploads/<n> conserva el archivo', async () => {
      const id = await t.create('bicicletas', { nombre: 'Con foto', categoria: 'mtb' });
      const url = await t.upload();
      const image = (await t.post(`/api/bicicletas/${id}/imagenes`, { url }, t.adminToken)).json<{ id: number }>();
      const legacy = url.replace('/uploads/', '/./uploads/').toUpperCase().replace('/./UPLOADS/', '/./uploads/');
      await t.db.query(`insert into banners (slot, title_top, image_url, sort_order) values (1, 'Vieja', $1, 1)`, [
        legacy,
      ]);
      expect((await t.delete(`/api/bicicletas/${id}/imagenes/${image.id}`, t.adminToken)).statusCode).toBe(204);
      expect(await t.sweep(0)).toEqual([]);
      expect(await t.hasFile(url)).toBe(true);

      await t.put('/api/home/secondary-heroes', { tiles: [{ slot: 1, title_top: 'Nueva' }] }, t.adminToken);
      expect(await t.sweep(0)).toEqual([legacy]);
      expect(await t.hasFile(url)).toBe(false);
    });

    it('al arrancar se nombran las filas que no son un archivo guardado, sin borrarlas', async () => {
      const id = await t.create('accesorios', { nombre: 'Viejo', categoria: 'luces' });
      const stored = await t.upload();
      const gone = `/uploads/${'b'.repeat(32)}.webp`;
      for (const url of [stored, 'https://evil.example/x.png', `/./uploads/${name(stored)}.webp`, gone])
        await t.db.query(`insert into imagenes (owner_type, owner_id, url, orden) values ('accesorio', $1, $2, 1)`, [
          id,
          url,
        ]);
      await t.db.query(`insert into banners (slot, image_url, sort_order) values (3, 'http://169.254.169.254/', 3)`);
      expect(await unstoredImageReferences(t.db, t.storage)).toEqual([
        `imagen 2 (accesorio ${id}): https://evil.example/x.png`,
        `imagen 3 (accesorio ${id}): /./uploads/${name(stored)}.webp`,
        `imagen 4 (accesorio ${id}): ${gone}`,
        'portada 3: http://169.254.169.254/',
      ]);
      expect(await t.db.query('select id from imagenes')).toHaveLength(4);
    });
  });

  describe('6. credenciales mal formadas y emails parecidos', () => {
    const MALFORMED = { error: 'Encabezado Authorization inválido: se espera "Bearer <token>", con un solo token.' };

    it.each(['Bearer ', 'Bearer', 'Bearer a Bearer b', 'Bearer a b', 'Basic YWRtaW46YWRtaW4=', '', 'Token abc'])(
      'Authorization: %p contesta 401 también en una lectura pública (era anónimo)',
      async (authorization) => {
        for (const url of ['/api/bicicletas', '/api/home/secondary-heroes', '/api/auth/me']) {
          const reply = await t.call('GET', url, { headers: { authorization } });
          expect({ url, status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
            url,
            status: 401,
            body: MALFORMED,
          });
        }
      },
    );

    it('un token bien formado sigue identificando, y sin encabezado la lectura es anónima', async () => {
      expect(
        (await t.call('GET', '/api/auth/me', { headers: { authorization: `bearer  ${t.adminToken}` } })).json(),
      ).toMatchObject({
        email: 'admin@example.com',
      });
      expect((await t.get('/api/bicicletas')).statusCode).toBe(200);
    });

    const LOOKALIKE = 'El email sólo puede tener letras latinas (con o sin tilde), números y signos como . _ - +.';
    it.each([
      ['una a cirílica', 'cl\u0430ra@example.com', LOOKALIKE],
      ['una i sin punto', 'cl\u0131ra@example.com', LOOKALIKE],
      ['una o griega', 'clara@examp\u03bfle.com', LOOKALIKE],
      ['un dominio cirílico', 'clara@\u043f\u0440\u0438\u043c\u0435\u0440.com', LOOKALIKE],
      ['una I turca con punto', '\u0130nes@example.com', LOOKALIKE],
      ['un punto al final', 'clara@example.com.', 'El email no puede terminar en punto.'],
    ])('registrarse con %s contesta 400 en el campo del email (era 201)', async (_case, email, error) => {
      const reply = await t.post('/api/auth/register', { ...CLIENTE, email });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { error, campo: 'email' },
      });
      expect(await t.db.query('select id from usuarios')).toHaveLength(2);
    });

    it('las letras con tilde del castellano se aceptan', async () => {
      const reply = await t.post('/api/auth/register', { ...CLIENTE, email: 'Muñoz.Peña@Ñandú.com.ar' });
      expect(reply.statusCode).toBe(201);
      // Stored and compared with the domain in IDNA form.
      expect(reply.json<{ usuario: { email: string } }>().usuario.email).toBe('muñoz.peña@xn--and-6ma2c.com.ar');
    });

    it('una cuenta guardada antes con un email que hoy no se acepta sigue entrando', async () => {
      const email = 'cl\u0430ra@example.com';
      await t.db.query(`insert into usuarios (nombre, email, password_hash, rol) values ('Vieja', $1, $2, 'cliente')`, [
        email,
        await hashPassword('clave-vieja', TEST_PASSWORD_COST),
      ]);
      const reply = await t.post('/api/auth/login', { email, contrasena: 'clave-vieja' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<{ usuario: { email: string } }>().usuario.email).toBe(email);
    });
  });
});

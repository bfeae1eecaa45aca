import { readdir } from 'node:fs/promises';
import { LIMITS } from '../src/features/auth/sign-in-limits';
import { databaseTargets } from './support/databases';
import { multipart, png } from './support/files';
import { expectImageRefused, notStored } from './support/image-writes';
import { craftToken } from './support/jwt';
import { ADMIN, CLIENTE, TEST_SECRET, ONE_DAY, type Reply, type TestApp, useTestApp } from './support/test-app';

/** The failures found by the first outside attack, each with the exact input that broke. */

const PROTOTYPE_KEYS = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];
const ONE_FILE_ONLY = { error: 'Enviá una sola imagen por vez: esta solicitud trae más de un archivo.' };
const TOO_MANY = { error: 'Demasiados intentos fallidos. Probá de nuevo en unos minutos.' };

const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((count, reply) => {
    count[reply.statusCode] = (count[reply.statusCode] ?? 0) + 1;
    return count;
  }, {});

function signIn(t: TestApp, email: string, contrasena: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, contrasena } });
}

async function uploadFiles(t: TestApp, count: number) {
  const image = await png();
  const { body, contentType } = multipart(
    Array.from({ length: count }, (_, n) => ({ name: 'file', value: image, filename: `foto-${n}.png` })),
  );
  return t.call('POST', '/api/upload', { body, token: t.adminToken, headers: { 'content-type': contentType } });
}

describe.each(databaseTargets)('endurecimiento ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe('1. los límites de ingreso no se saltean', () => {
    it('40 contraseñas equivocadas en paralelo para una cuenta dan a lo sumo 5 × 401; el resto, 429', async () => {
      const replies = await Promise.all(Array.from({ length: 40 }, () => signIn(t, CLIENTE.email, 'equivocada')));
      const count = statuses(replies);
      expect(count[401] ?? 0).toBeLessThanOrEqual(LIMITS.pair);
      expect((count[401] ?? 0) + (count[429] ?? 0)).toBe(40);
    });

    it('el propio ingreso correcto no vacía el contador de la dirección: 3 × (29 fallos + 1 ingreso)', async () => {
      const replies: Reply[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (let attempt = 0; attempt < 29; attempt += 1)
          replies.push(await signIn(t, `nadie${round}-${attempt}@example.com`, 'mala'));
        replies.push(await signIn(t, CLIENTE.email, CLIENTE.contrasena));
      }
      const count = statuses(replies);
      expect(count[401]).toBe(LIMITS.address);
      expect(count[429]).toBeGreaterThan(0);
    });
  });

  describe('2. un extraño no deja afuera al dueño de una cuenta', () => {
    it('5 contraseñas equivocadas desde otra dirección no frenan al administrador en la suya', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await signIn(t, ADMIN.email, 'mala', '203.0.113.7')).statusCode).toBe(401);
      const stranger = await signIn(t, ADMIN.email, ADMIN.password, '203.0.113.7');
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json()).toEqual(TOO_MANY);
      expect((await signIn(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    });

    it('un ataque desde muchas direcciones frena a las que ya fallaron, no a una dirección nueva ni a la del dueño', async () => {
      const attackers = Array.from({ length: LIMITS.account }, (_, n) => `198.51.100.${n + 1}`);
      const round = async () => {
        const replies: Reply[] = [];
        for (const address of attackers) replies.push(await signIn(t, ADMIN.email, 'mala', address));
        return replies;
      };
      for (let attempt = 1; attempt <= LIMITS.pressuredPair; attempt += 1)
        expect(statuses(await round())).toEqual({ 401: attackers.length });
      const slowed = await round();
      expect(statuses(slowed)).toEqual({ 429: attackers.length });
      expect(slowed[0]?.json()).toEqual(TOO_MANY);
      expect(Number(slowed[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(t, ADMIN.email, ADMIN.password, attackers[0])).statusCode).toBe(429);

      expect((await signIn(t, ADMIN.email, 'me-equivoqué', '192.0.2.50')).statusCode).toBe(401);
      expect((await signIn(t, ADMIN.email, ADMIN.password, '192.0.2.50')).statusCode).toBe(200);
      expect((await signIn(t, ADMIN.email, ADMIN.password, '192.0.2.51')).statusCode).toBe(200);
      // reset() signed the admin in from 127.0.0.1: that address keeps the full allowance.
      for (let attempt = 0; attempt < LIMITS.pressuredPair + 1; attempt += 1)
        expect((await signIn(t, ADMIN.email, 'me-equivoqué')).statusCode).toBe(401);
      expect((await signIn(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    });

    it('una dirección pasada de su límite no agrega contadores por cada email nuevo que prueba', async () => {
      const address = '203.0.113.9';
      for (let n = 0; n < LIMITS.address; n += 1) await signIn(t, `nadie${n}@example.com`, 'mala', address);
      const counters = async () => (await t.db.query('select key from attempt_counters')).length;
      const before = await counters();
      for (let n = 0; n < 20; n += 1)
        expect((await signIn(t, `otro${n}@example.com`, 'mala', address)).statusCode).toBe(429);
      expect(await counters()).toBe(before);
    });
  });

  describe('3. escrituras anónimas limitadas', () => {
    it(`más de ${LIMITS.registrations} registros por hora desde una dirección contestan 429 con Retry-After`, async () => {
      const register = (n: number, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          payload: { nombre: 'Masiva', email: `masiva${n}@example.com`, dni: '30111222', contrasena: 'secreta1' },
        });
      // reset() registered the customer from 127.0.0.1: one of this address's registrations is used.
      const replies = await Promise.all(Array.from({ length: 60 }, (_, n) => register(n, '127.0.0.1')));
      expect(statuses(replies)).toEqual({ 201: LIMITS.registrations - 1, 429: 61 - LIMITS.registrations });
      const refused = replies.find((reply) => reply.statusCode === 429) as Reply;
      expect(refused.json()).toEqual({ error: 'Demasiados registros desde esta dirección. Probá de nuevo más tarde.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await register(99, '203.0.113.8')).statusCode).toBe(201);
    });
  });

  describe('4. ningún valor de la consulta da 500', () => {
    it.each(['bicicletas', 'accesorios'])('sort u order con claves del prototipo en %s contestan 400', async (kind) => {
      for (const key of PROTOTYPE_KEYS) {
        for (const parameter of ['sort', 'order']) {
          const reply = await t.get(`/api/${kind}?${parameter}=${key}`);
          expect({ parameter, key, status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
            parameter,
            key,
            status: 400,
            body: { error: `Orden inválido: ${key}`, campo: parameter },
          });
        }
      }
    });

    it.each(['page=Infinity', 'page=1e309', 'exclude=Infinity', 'limit=-Infinity'])(
      '?%s contesta 400 en las dos listas',
      async (query) => {
        for (const kind of ['bicicletas', 'accesorios']) {
          const reply = await t.get(`/api/${kind}?${query}`);
          expect({ kind, status: reply.statusCode }).toEqual({ kind, status: 400 });
          expect(reply.json<{ error: string }>().error).toEqual(expect.any(String));
        }
      },
    );
  });

  describe('5. subidas', () => {
    it('un cuerpo multipart cortado contesta 400 y no guarda nada', async () => {
      const { body, contentType } = multipart([{ name: 'file', value: await png(), filename: 'foto.png' }]);
      const reply = await t.call('POST', '/api/upload', {
        body: body.subarray(0, body.length - 60),
        token: t.adminToken,
        headers: { 'content-type': contentType },
      });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { error: 'El envío de la imagen llegó incompleto. Probá de nuevo.' },
      });
      expect(await readdir(t.uploadsDir)).toEqual([]);
    });

    it.each([2, 3, 51])('%i archivos en una solicitud contestan 400 y no guardan ninguno', async (count) => {
      const reply = await uploadFiles(t, count);
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({ status: 400, body: ONE_FILE_ONLY });
      expect(await readdir(t.uploadsDir)).toEqual([]);
    });
  });

  describe('6. ninguna referencia colgada', () => {
    const banners = (image_url: string) => ({
      tiles: [1, 2, 3].map((slot) => ({ slot, title_top: `Portada ${slot}`, image_url })),
    });

    it('reemplazar la imagen de una portada y volver a ponerla: el archivo sigue ahí durante el período de gracia', async () => {
      const [first, second] = [await t.upload(), await t.upload()];
      expect((await t.put('/api/home/secondary-heroes', banners(first), t.adminToken)).statusCode).toBe(200);
      expect((await t.put('/api/home/secondary-heroes', banners(second), t.adminToken)).statusCode).toBe(200);
      expect((await t.put('/api/home/secondary-heroes', banners(first), t.adminToken)).statusCode).toBe(200);
      for (const url of [first, second])
        expect({ url, status: (await t.get(url)).statusCode }).toEqual({ url, status: 200 });
      expect(await t.sweep(ONE_DAY)).toEqual([]);
      expect(await t.sweep(0)).toEqual([second]);
      const back = await t.put('/api/home/secondary-heroes', banners(second), t.adminToken);
      expect({ status: back.statusCode, body: back.json<unknown>() }).toEqual({
        status: 400,
        body: { error: `La imagen ${second} no está guardada: subila de nuevo.`, campo: 'tiles.0.image_url' },
      });
      expect(
        (await t.get('/api/home/secondary-heroes')).json<{ image_url: string }[]>().map((tile) => tile.image_url),
      ).toEqual([first, first, first]);
    });

    it.each([
      [
        '/uploads/no-existe.webp',
        'La imagen /uploads/no-existe.webp no es un archivo de la tienda: subila desde el panel.',
      ],
      [`/uploads/${'a'.repeat(32)}.webp`, notStored(`/uploads/${'a'.repeat(32)}.webp`)],
      [
        '/uploads/../package.json',
        'La dirección de la imagen /uploads/../package.json no es válida: usá la que devolvió la subida, sin cambios.',
      ],
    ])(
      'una URL %s que no está guardada se rechaza con 400 en portadas e imágenes de bicicletas y accesorios',
      async (url, error) => {
        await expectImageRefused(t, url, error);
      },
    );

    it('una subida que nadie usa se borra recién pasado el período de gracia', async () => {
      const unused = await t.upload();
      expect(await t.sweep(ONE_DAY)).toEqual([]);
      expect(await t.hasFile(unused)).toBe(true);
      expect(await t.sweep(0)).toEqual([unused]);
      expect(await t.hasFile(unused)).toBe(false);
    });
  });

  describe('7. menores', () => {
    it.each(['abc', '1.5', '99999999999', '999999'])(
      'un token bien firmado con sub = %s contesta 401 en todas las rutas, lecturas públicas incluidas',
      async (sub) => {
        const token = craftToken(
          { sub, rol: 'admin', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 },
          { secret: TEST_SECRET },
        );
        const replies = [
          await t.get('/api/auth/me', token),
          await t.post('/api/bicicletas', { nombre: 'X', categoria: 'mtb' }, token),
          ...(await Promise.all(
            ['/api/bicicletas', '/api/accesorios', '/api/home/secondary-heroes'].map((url) => t.get(url, token)),
          )),
        ];
        for (const reply of replies)
          expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
            status: 401,
            body: { error: 'Token inválido o vencido' },
          });
        expect((await t.get('/api/bicicletas')).statusCode).toBe(200);
      },
    );

    it('un token de una cuenta borrada contesta 401 también en una lectura pública', async () => {
      await t.db.query('delete from usuarios where email = $1', [CLIENTE.email]);
      const reply = await t.get('/api/bicicletas', t.clienteToken);
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 401,
        body: { error: 'Token inválido o vencido' },
      });
    });

    it('una escritura con cuerpo inválido y sin token contesta 401 antes que 400', async () => {
      const writes = [
        await t.post('/api/bicicletas', { nombre: 5, otro: true }),
        await t.put('/api/home/secondary-heroes', { tiles: 'no' }),
        await t.post('/api/bicicletas/1/imagenes', { url: 7 }),
        await t.call('POST', '/api/accesorios', { body: '{', headers: { 'content-type': 'application/json' } }),
      ];
      for (const reply of writes) expect(reply.json()).toEqual({ error: 'No autorizado' });
      expect(writes.map((reply) => reply.statusCode)).toEqual([401, 401, 401, 401]);
    });

    it.each([
      ['seis espacios', '      '],
      ['espacios de ancho cero', '\u200b'.repeat(6)],
      ['rellenos hangul', '\u3164'.repeat(6)],
    ])('una contraseña de %s se rechaza', async (_case, contrasena) => {
      const reply = await t.post('/api/auth/register', { ...CLIENTE, email: 'espacios@example.com', contrasena });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { error: 'La contraseña no puede ser sólo espacios.', campo: 'contrasena' },
      });
    });

    it.each([
      ['letras de ancho completo', 'ｃｌａｒａ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
      ['un espacio de ancho cero al final', 'clara@example.com\u200b'],
      ['un separador invisible en el medio', 'cla\u2060ra@example.com'],
      ['un selector de variante', 'clara\ufe0f@example.com'],
      ['un relleno hangul', '\u3164clara@example.com'],
    ])('un email parecido con %s es la misma cuenta', async (_case, email) => {
      const reply = await t.post('/api/auth/register', { ...CLIENTE, email });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 409,
        body: { error: 'Ya existe una cuenta con ese email.' },
      });
      expect((await signIn(t, email, CLIENTE.contrasena)).statusCode).toBe(200);
      expect(await t.db.query('select id from usuarios')).toHaveLength(2);
    });
  });
});

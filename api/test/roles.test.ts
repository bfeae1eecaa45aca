import { databaseTargets } from './support/databases';
import { fileUpload, png } from './support/files';
import { craftToken } from './support/jwt';
import { type TestApp, useTestApp } from './support/test-app';

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => Promise<{ payload: unknown; contentType?: string }>;
  adminStatus: number;
}

interface Ids {
  bike: number;
  bikeImage: number;
  accessory: number;
  accessoryImage: number;
  /** A stored upload the image writes name. */
  upload: string;
}

const json = (payload: unknown) => async () => ({ payload });
const image = async ({ upload }: Ids) => ({ payload: { url: upload, alt_text: 'Otra', orden: 2, es_principal: true } });

const routes: WriteRoute[] = [
  {
    name: 'crear bicicleta',
    method: 'POST',
    url: () => '/api/bicicletas',
    body: json({ nombre: 'X', categoria: 'mtb' }),
    adminStatus: 201,
  },
  {
    name: 'editar bicicleta',
    method: 'PUT',
    url: (ids) => `/api/bicicletas/${ids.bike}`,
    body: json({ nombre: 'Y', categoria: 'bmx' }),
    adminStatus: 200,
  },
  {
    name: 'agregar imagen de bicicleta',
    method: 'POST',
    url: (ids) => `/api/bicicletas/${ids.bike}/imagenes`,
    body: image,
    adminStatus: 201,
  },
  {
    name: 'editar imagen de bicicleta',
    method: 'PUT',
    url: (ids) => `/api/bicicletas/${ids.bike}/imagenes/${ids.bikeImage}`,
    body: image,
    adminStatus: 200,
  },
  {
    name: 'borrar imagen de bicicleta',
    method: 'DELETE',
    url: (ids) => `/api/bicicletas/${ids.bike}/imagenes/${ids.bikeImage}`,
    adminStatus: 204,
  },
  { name: 'borrar bicicleta', method: 'DELETE', url: (ids) => `/api/bicicletas/${ids.bike}`, adminStatus: 204 },
  {
    name: 'crear accesorio',
    method: 'POST',
    url: () => '/api/accesorios',
    body: json({ nombre: 'X', categoria: 'luces' }),
    adminStatus: 201,
  },
  {
    name: 'editar accesorio',
    method: 'PUT',
    url: (ids) => `/api/accesorios/${ids.accessory}`,
    body: json({ nombre: 'Y', categoria: 'cascos' }),
    adminStatus: 200,
  },
  {
    name: 'agregar imagen de accesorio',
    method: 'POST',
    url: (ids) => `/api/accesorios/${ids.accessory}/imagenes`,
    body: image,
    adminStatus: 201,
  },
  {
    name: 'editar imagen de accesorio',
    method: 'PUT',
    url: (ids) => `/api/accesorios/${ids.accessory}/imagenes/${ids.accessoryImage}`,
    body: image,
    adminStatus: 200,
  },
  {
    name: 'borrar imagen de accesorio',
    method: 'DELETE',
    url: (ids) => `/api/accesorios/${ids.accessory}/imagenes/${ids.accessoryImage}`,
    adminStatus: 204,
  },
  { name: 'borrar accesorio', method: 'DELETE', url: (ids) => `/api/accesorios/${ids.accessory}`, adminStatus: 204 },
  {
    name: 'guardar portadas',
    method: 'PUT',
    url: () => '/api/home/secondary-heroes',
    body: json({ tiles: [{ slot: 1, title_top: 'Cambiada', cta_url: '/bicicletas' }] }),
    adminStatus: 200,
  },
  {
    name: 'subir imagen',
    method: 'POST',
    url: () => '/api/upload',
    body: async () => {
      const upload = fileUpload(await png(), 'foto.png', 'image/png');
      return { payload: upload.body, contentType: upload.contentType };
    },
    adminStatus: 201,
  },
];

async function fixture(t: TestApp): Promise<Ids> {
  const bike = await t.create('bicicletas', { nombre: 'Rodadora', categoria: 'urbano' });
  const accessory = await t.create('accesorios', { nombre: 'Farol', categoria: 'luces' });
  const upload = await t.upload();
  const addImage = async (kind: string, id: number) => {
    const reply = await t.post(`/api/${kind}/${id}/imagenes`, { url: upload, alt_text: 'Una' }, t.adminToken);
    return reply.json<{ id: number }>().id;
  };
  await t.put(
    '/api/home/secondary-heroes',
    { tiles: [1, 2, 3].map((slot) => ({ slot, title_top: `Portada ${slot}`, cta_url: '/accesorios' })) },
    t.adminToken,
  );
  return {
    bike,
    accessory,
    bikeImage: await addImage('bicicletas', bike),
    accessoryImage: await addImage('accesorios', accessory),
    upload,
  };
}

async function send(t: TestApp, route: WriteRoute, ids: Ids, token: string | null) {
  const body = route.body ? await route.body(ids) : undefined;
  return t.call(route.method, route.url(ids), {
    token,
    body: body?.payload,
    headers: body?.contentType ? { 'content-type': body.contentType } : {},
  });
}

describe.each(databaseTargets)('permisos de escritura ($name)', (target) => {
  const t = useTestApp(target);
  let ids: Ids;
  beforeAll(async () => {
    ids = await fixture(t);
  });

  describe.each(routes)('$method $name', (route) => {
    it('sin token contesta 401 y no cambia nada', async () => {
      const before = await t.snapshot();
      const reply = await send(t, route, ids, null);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: 'No autorizado' });
      expect(await t.snapshot()).toBe(before);
    });

    it('con un token inválido contesta 401 y no cambia nada', async () => {
      const before = await t.snapshot();
      const forged = craftToken({ sub: '1', rol: 'admin' }, { secret: 'no-es-la-clave-de-la-api-para-nada-1234' });
      const reply = await send(t, route, ids, forged);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: 'Token inválido o vencido' });
      expect(await t.snapshot()).toBe(before);
    });

    it('con token de cliente contesta 403 y no cambia nada', async () => {
      const before = await t.snapshot();
      const reply = await send(t, route, ids, t.clienteToken);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ error: 'Solo administradores pueden realizar esta acción' });
      expect(await t.snapshot()).toBe(before);
    });
  });

  it('con token de administrador cada escritura funciona', async () => {
    for (const route of routes) {
      const before = await t.snapshot();
      const reply = await send(t, route, ids, t.adminToken);
      expect({ route: route.name, status: reply.statusCode }).toEqual({ route: route.name, status: route.adminStatus });
      expect(await t.snapshot()).not.toBe(before);
    }
  });
});

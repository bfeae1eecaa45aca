import { databaseTargets } from './support/databases';
import { type TestApp, useTestApp } from './support/test-app';

interface Page {
  items: { id: number; nombre: string; imagen_principal: { url: string } | null }[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

interface Bikes {
  montana: number;
  urbana: number;
  bmx: number;
  oculta: number;
  kids: number;
}

interface Accessories {
  casco: number;
  puno: number;
  luz: number;
  escondido: number;
}

async function bikes(t: TestApp): Promise<Bikes> {
  return {
    montana: await t.create('bicicletas', {
      nombre: 'Montaña Rápida',
      marca: 'Trek',
      modelo: 'X-Caliber 8',
      categoria: 'mtb',
      color1: '#1d4ed8',
      color3: '#EF4444FF',
    }),
    urbana: await t.create('bicicletas', {
      nombre: 'urbana clásica',
      marca: 'Vairo',
      categoria: 'URBANO',
      detalle: 'Ideal para la ciudad, con CANASTO de mimbre',
      color2: '#ef4444',
    }),
    bmx: await t.create('bicicletas', { nombre: 'BMX Pro', modelo: 'Street Ñandú', categoria: 'bmx' }),
    oculta: await t.create('bicicletas', { nombre: 'Oculta de ruta', categoria: 'ruta', visible: false }),
    kids: await t.create('bicicletas', { nombre: 'Kids Feliz', marca: 'Raleigh', categoria: 'kids' }),
  };
}

async function accessories(t: TestApp): Promise<Accessories> {
  return {
    casco: await t.create('accesorios', {
      nombre: 'Casco Urbano',
      categoria: 'cascos',
      marca: 'Giro',
      material: 'Policarbonato',
      origen_pais: 'Estados Unidos',
      destacado: true,
      precio: 45000,
    }),
    puno: await t.create('accesorios', {
      nombre: 'Puños ergonómicos',
      categoria: 'PUÑOS',
      marca: 'Ergon',
      material: 'Goma',
      origen_pais: 'Alemania',
    }),
    luz: await t.create('accesorios', {
      nombre: 'Luz trasera',
      categoria: 'luces',
      marca: 'giro',
      material: 'Plástico',
      origen_pais: 'China',
    }),
    escondido: await t.create('accesorios', {
      nombre: 'Candado escondido',
      categoria: 'cadena / linga / candado',
      marca: 'Giro',
      visible: false,
    }),
  };
}

describe.each(databaseTargets)('listados del catálogo ($name)', (target) => {
  const t = useTestApp(target);
  let bike: Bikes;
  let accessory: Accessories;
  let principalImage: string;

  beforeAll(async () => {
    bike = await bikes(t);
    accessory = await accessories(t);
    principalImage = await t.upload();
    for (const [url, principal] of [
      [await t.upload(), false],
      [principalImage, true],
    ] as const) {
      await t.post(`/api/bicicletas/${bike.montana}/imagenes`, { url, es_principal: principal }, t.adminToken);
    }
  });

  const list = async (url: string, token?: string | null): Promise<Page> => {
    const reply = await t.get(url, token);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return reply.json<Page>();
  };
  const ids = async (url: string, token?: string | null) => (await list(url, token)).items.map((item) => item.id);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

  describe('forma paginada', () => {
    it('contesta items, page, limit, total y totalPages con los valores por defecto', async () => {
      const answer = await list('/api/bicicletas');
      expect(Object.keys(answer).sort()).toEqual(['items', 'limit', 'page', 'total', 'totalPages']);
      expect(answer).toMatchObject({ page: 1, limit: 15, total: 4, totalPages: 1 });
      expect(answer.items).toHaveLength(4);
    });

    it('pagina con page y limit, y una página pasada el final viene vacía', async () => {
      const second = await list('/api/bicicletas?limit=3&page=2');
      expect(second).toMatchObject({ page: 2, limit: 3, total: 4, totalPages: 2 });
      expect(second.items).toHaveLength(1);
      const first = await ids('/api/bicicletas?limit=3&page=1');
      expect(first).not.toContain(second.items[0]?.id);
      const beyond = await list('/api/bicicletas?limit=3&page=9');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(4);
    });

    it('limita limit a 100', async () => {
      await t.db.query(
        `insert into accesorios (nombre, categoria, search_text)
         select 'Relleno ' || n, 'otros', 'relleno ' || n from generate_series(1, 101) as n`,
      );
      try {
        const answer = await list('/api/accesorios?limit=5000');
        expect(answer.limit).toBe(100);
        expect(answer.items).toHaveLength(100);
        expect(answer.total).toBe(104);
        expect(answer.totalPages).toBe(2);
      } finally {
        await t.db.query("delete from accesorios where nombre like 'Relleno %'");
      }
    });

    it.each(['page=0', 'page=-1', 'limit=0', 'limit=-5', 'page=abc', 'limit=1.5', 'page=99999999999'])(
      'rechaza %s con un 400 en español',
      async (query) => {
        const reply = await t.get(`/api/bicicletas?${query}`);
        expect(reply.statusCode).toBe(400);
        expect(reply.json<{ error: string }>().error).toMatch(/^Datos inválidos en la consulta/);
      },
    );

    it('cada item lleva imagen_principal: la marcada como principal, o null si no tiene', async () => {
      const { items } = await list('/api/bicicletas?limit=100');
      const withImage = items.find((item) => item.id === bike.montana);
      expect(withImage?.imagen_principal).toMatchObject({ url: principalImage });
      expect(items.find((item) => item.id === bike.bmx)?.imagen_principal).toBeNull();
      const accessoriesPage = await list('/api/accesorios');
      expect(accessoriesPage.items.every((item) => 'imagen_principal' in item)).toBe(true);
    });
  });

  describe('búsqueda q', () => {
    it.each([
      ['montana', 'montana'],
      ['MONTAÑA rapida', 'montana'],
      ['trek', 'montana'],
      ['x-caliber', 'montana'],
      ['canasto', 'urbana'],
      ['CIUDAD', 'urbana'],
      ['nandu', 'bmx'],
      ['raleigh feliz', 'kids'],
    ] as const)('"%s" encuentra %s (sin mayúsculas ni acentos, en nombre, marca, modelo y detalle)', async (q, key) => {
      expect(await ids(`/api/bicicletas?q=${encodeURIComponent(q)}`)).toEqual([bike[key]]);
    });

    it('no trata % ni _ como comodines y no encuentra lo que no existe', async () => {
      expect(await ids('/api/bicicletas?q=%25')).toEqual([]);
      expect(await ids('/api/bicicletas?q=_')).toEqual([]);
      expect(await ids('/api/bicicletas?q=inexistente')).toEqual([]);
    });

    it('busca también en accesorios ("punos" encuentra "Puños")', async () => {
      expect(await ids('/api/accesorios?q=punos')).toEqual([accessory.puno]);
      expect(await ids('/api/accesorios?q=GIRO')).toEqual([accessory.luz, accessory.casco]);
    });
  });

  describe('filtros', () => {
    it('categoria acepta varias separadas por coma, en cualquier caja', async () => {
      expect(sorted(await ids('/api/bicicletas?categoria=MTB,Urbano'))).toEqual(sorted([bike.montana, bike.urbana]));
      expect(await ids('/api/bicicletas?categoria=%20bmx%20')).toEqual([bike.bmx]);
      expect(await ids(`/api/accesorios?categoria=${encodeURIComponent('Puños')}`)).toEqual([accessory.puno]);
      expect(await ids('/api/bicicletas?categoria=tandem')).toEqual([]);
    });

    it('color busca en color1..color4 sin importar la caja ni el sufijo ff', async () => {
      expect(await ids('/api/bicicletas?color=%231D4ED8FF')).toEqual([bike.montana]);
      expect(await ids('/api/bicicletas?color=%231d4ed8')).toEqual([bike.montana]);
      expect(sorted(await ids('/api/bicicletas?color=%23EF4444'))).toEqual(sorted([bike.montana, bike.urbana]));
      expect(await ids('/api/bicicletas?color=%23000000')).toEqual([]);
    });

    it('accesorios: marca, material y origen_pais exactos sin importar la caja', async () => {
      expect(sorted(await ids('/api/accesorios?marca=GIRO'))).toEqual(sorted([accessory.casco, accessory.luz]));
      expect(await ids('/api/accesorios?material=goma')).toEqual([accessory.puno]);
      expect(await ids(`/api/accesorios?origen_pais=${encodeURIComponent('estados unidos')}`)).toEqual([
        accessory.casco,
      ]);
      expect(await ids('/api/accesorios?marca=Gir')).toEqual([]);
    });

    it('accesorios: destacado y visible', async () => {
      expect(await ids('/api/accesorios?destacado=true')).toEqual([accessory.casco]);
      expect(sorted(await ids('/api/accesorios?destacado=false'))).toEqual(sorted([accessory.puno, accessory.luz]));
      expect(await ids('/api/accesorios?visible=false')).toEqual([]);
      expect(await ids('/api/accesorios?visible=false', t.adminToken)).toEqual([accessory.escondido]);
      expect((await t.get('/api/accesorios?destacado=quizas')).statusCode).toBe(400);
    });

    it('bicicletas: el admin filtra por visible; el público sólo ve las visibles', async () => {
      expect(await ids('/api/bicicletas?visible=false', t.adminToken)).toEqual([bike.oculta]);
      expect(await ids('/api/bicicletas?visible=false')).toEqual([]);
      expect(await ids('/api/bicicletas?visible=true', t.adminToken)).not.toContain(bike.oculta);
    });

    it('exclude deja afuera un item (productos relacionados)', async () => {
      const related = await list(
        `/api/bicicletas?categoria=mtb,urbano&exclude=${bike.montana}&limit=6&order=random&page=1`,
      );
      expect(related.items.map((item) => item.id)).toEqual([bike.urbana]);
      expect((await t.get('/api/bicicletas?exclude=cero')).statusCode).toBe(400);
    });
  });

  describe('orden', () => {
    it('created_desc (y order=recent, y por defecto) muestra lo más nuevo primero', async () => {
      const newestFirst = [bike.kids, bike.bmx, bike.urbana, bike.montana];
      expect(await ids('/api/bicicletas?sort=created_desc')).toEqual(newestFirst);
      expect(await ids('/api/bicicletas?order=recent')).toEqual(newestFirst);
      expect(await ids('/api/bicicletas')).toEqual(newestFirst);
    });

    it('nombre_asc y nombre_desc ordenan por nombre sin importar la caja', async () => {
      const byName = [bike.bmx, bike.kids, bike.montana, bike.urbana];
      expect(await ids('/api/bicicletas?sort=nombre_asc')).toEqual(byName);
      expect(await ids('/api/bicicletas?sort=nombre_desc')).toEqual([...byName].reverse());
    });

    it('updated_desc muestra primero lo último editado', async () => {
      const edited = await t.put(
        `/api/bicicletas/${bike.bmx}`,
        { nombre: 'BMX Pro', modelo: 'Street Ñandú', categoria: 'bmx' },
        t.adminToken,
      );
      expect(edited.statusCode).toBe(200);
      expect((await ids('/api/bicicletas?sort=updated_desc'))[0]).toBe(bike.bmx);
    });

    it('order=random devuelve los mismos items', async () => {
      expect(sorted(await ids('/api/bicicletas?order=random'))).toEqual(
        sorted([bike.montana, bike.urbana, bike.bmx, bike.kids]),
      );
    });

    it.each([
      ['sort=precio', 'Orden inválido: precio'],
      ['sort=nombre_asc;drop', 'Orden inválido: nombre_asc;drop'],
      ['order=viejo', 'Orden inválido: viejo'],
    ])('rechaza %s con un 400 en español', async (query, message) => {
      const reply = await t.get(`/api/accesorios?${query}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: message, campo: query.split('=')[0] });
    });
  });

  describe('visibilidad', () => {
    it('sin token o con token de cliente lista sólo lo visible; un admin ve todo', async () => {
      const visible = sorted([bike.montana, bike.urbana, bike.bmx, bike.kids]);
      expect(sorted(await ids('/api/bicicletas'))).toEqual(visible);
      expect(sorted(await ids('/api/bicicletas', t.clienteToken))).toEqual(visible);
      expect(sorted(await ids('/api/bicicletas', t.adminToken))).toEqual(sorted([...visible, bike.oculta]));
      expect((await list('/api/bicicletas', t.adminToken)).total).toBe(5);
      expect(await ids('/api/accesorios?q=escondido')).toEqual([]);
      expect(await ids('/api/accesorios?q=escondido', t.adminToken)).toEqual([accessory.escondido]);
    });
  });
});

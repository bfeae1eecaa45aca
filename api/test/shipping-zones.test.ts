import type { ShippingZone, ShippingZoneTable } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const PATH = '/api/envios/zonas';

const ZONES: ShippingZone[] = [
  { nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499, costo: 4500, dias: 2 },
  { nombre: 'Interior', cp_desde: 2000, cp_hasta: 9999, costo: 9800, dias: 6 },
];

describe.each(databaseTargets)('zonas de envío ($name)', (target) => {
  const t = useTestApp(target);

  beforeEach(() => t.reset());

  it('el administrador reemplaza la tabla y cualquiera la lee, en su orden', async () => {
    const saved = await t.put(PATH, { zonas: [ZONES[1], { ...ZONES[0], nombre: '  CABA  ' }] }, t.adminToken);
    expect(saved.statusCode).toBe(200);
    const expected = { zonas: [ZONES[1], ZONES[0]] };
    expect(saved.json()).toEqual(expected);

    const read = await t.get(PATH);
    expect(read.statusCode).toBe(200);
    expect(read.json<ShippingZoneTable>()).toEqual(expected);

    expect((await t.put(PATH, { zonas: [] }, t.adminToken)).json()).toEqual({ zonas: [] });
    expect((await t.get(PATH)).json()).toEqual({ zonas: [] });
  });

  it.each([
    [{ ...ZONES[1], cp_desde: 1400 }, "El rango de 'Interior' se superpone con el de 'CABA'.", 'zonas.1.cp_desde'],
    [{ ...ZONES[1], cp_hasta: 10000 }, 'El código postal debe ser un número de 1000 a 9999.', 'zonas.1.cp_hasta'],
    [{ ...ZONES[1], nombre: '' }, 'Ingresá el nombre de la zona.', 'zonas.1.nombre'],
  ])('rechaza %p con un 400 que nombra el campo y no cambia nada', async (zone, error, campo) => {
    await t.put(PATH, { zonas: ZONES }, t.adminToken);
    const refused = await t.put(PATH, { zonas: [ZONES[0], zone] }, t.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error, campo });
    expect((await t.get(PATH)).json()).toEqual({ zonas: ZONES });
  });

  it('rechaza un costo que no es un número con un 400 en castellano', async () => {
    const refused = await t.put(PATH, { zonas: [{ ...ZONES[0], costo: 'mucho' }] }, t.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/\S/), campo: 'zonas.0.costo' });
  });

  it('sin sesión de administrador no se cambia la tabla', async () => {
    expect((await t.put(PATH, { zonas: ZONES })).statusCode).toBe(401);
    expect((await t.put(PATH, { zonas: ZONES }, t.clienteToken)).statusCode).toBe(403);
  });
});

describe.each(databaseTargets)('zonas de envío de una tienda nueva ($name)', (target) => {
  it('empieza con CABA, GBA e interior, para que un código postal se cotice en la demo', async () => {
    const { db, dispose } = await target.open();
    try {
      const zones = await db.query<{ nombre: string; cp_desde: number; cp_hasta: number }>(
        'select nombre, cp_desde, cp_hasta from zonas_envio order by orden',
      );
      expect(zones).toEqual([
        { nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499 },
        { nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999 },
        { nombre: 'Interior del país', cp_desde: 2000, cp_hasta: 9999 },
      ]);
    } finally {
      await dispose();
    }
  });
});

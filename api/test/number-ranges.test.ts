import { Kysely, Migrator } from 'kysely';
import { MIGRATIONS } from '../src/db/migrations';
import { databaseTargets, type OpenedDatabase } from './support/databases';
import { type Reply, useTestApp } from './support/test-app';

/**
 * A number in a body is a finite integer (or number) within its column's range, or a 400 naming the field;
 * the database refuses the same values, so no write can store a value that breaks a read.
 */

/** Each value as it goes into a JSON body (raw text): none may be stored in a numeric field. */
const REFUSED = [
  '"1e309"',
  '"Infinity"',
  '"-1e309"',
  '"-Infinity"',
  '"NaN"',
  '"12"',
  '""',
  '1e309',
  '-1e309',
  '-1001',
  '1e20',
  'true',
  'false',
  '[1]',
  '[[1]]',
  '{}',
];
/** Refused only where the schema asks for a whole number. */
const NOT_WHOLE = ['1.5', '5e-324'];

interface Write {
  method: 'POST' | 'PUT';
  url: string;
  /** The body with `$` where the value goes, and the field the 400 must name. */
  body: string;
  field: string;
  whole: boolean;
}

/** The refused values for a write; a whole array where `ids` expects one would be a valid list. */
function valuesFor(write: Write): string[] {
  const values = write.whole ? [...REFUSED, ...NOT_WHOLE] : REFUSED;
  return write.field === 'ids' ? values.filter((value) => !value.startsWith('[')) : values;
}

const json = (fields: Record<string, unknown>, field: string) =>
  JSON.stringify({ ...fields, [field]: '$' }).replace('"$"', '$');

describe.each(databaseTargets)('números en los cuerpos ($name)', (target) => {
  const t = useTestApp(target);
  let writes: Write[] = [];

  beforeAll(async () => {
    const bike = await t.create('bicicletas', { nombre: 'Rango', categoria: 'mtb', precio: 100 });
    const accessory = await t.create('accesorios', { nombre: 'Rango', categoria: 'luces', precio: 100 });
    const image = await t.upload();
    const imageIds: Record<string, number> = {};
    for (const [kind, id] of [
      ['bicicletas', bike],
      ['accesorios', accessory],
    ] as const)
      imageIds[kind] = (await t.post(`/api/${kind}/${id}/imagenes`, { url: image }, t.adminToken)).json<{
        id: number;
      }>().id;
    await t.put('/api/home/secondary-heroes', { tiles: [{ slot: 1, title_top: 'Rango' }] }, t.adminToken);

    const item = (kind: string, fields: string[], whole: (field: string) => boolean, id: number): Write[] =>
      fields.flatMap((field) => [
        {
          method: 'POST',
          url: `/api/${kind}`,
          body: json({ nombre: 'N', categoria: 'otros' }, field),
          field,
          whole: whole(field),
        },
        {
          method: 'PUT',
          url: `/api/${kind}/${id}`,
          body: json({ nombre: 'N', categoria: 'otros' }, field),
          field,
          whole: whole(field),
        },
      ]);
    const images = (kind: 'bicicletas' | 'accesorios', id: number): Write[] =>
      ['orden', 'width', 'height'].flatMap((field) => [
        { method: 'POST', url: `/api/${kind}/${id}/imagenes`, body: json({ url: image }, field), field, whole: true },
        {
          method: 'PUT',
          url: `/api/${kind}/${id}/imagenes/${imageIds[kind]}`,
          body: json({ url: image }, field),
          field,
          whole: true,
        },
      ]);
    writes = [
      ...item('bicicletas', ['precio', 'descuento_efectivo'], () => true, bike).map((write) => ({
        ...write,
        body: write.body.replace('"otros"', '"mtb"'),
      })),
      ...item(
        'accesorios',
        ['precio', 'peso_g', 'dim_largo_mm', 'dim_ancho_mm', 'dim_alto_mm', 'descuento_efectivo'],
        (field) => field === 'descuento_efectivo',
        accessory,
      ),
      ...images('bicicletas', bike),
      ...images('accesorios', accessory),
      ...['bicicletas', 'accesorios'].flatMap((kind): Write[] => [
        { method: 'POST', url: `/api/${kind}/lote`, body: '{"accion":"ocultar","ids":$}', field: 'ids', whole: true },
        {
          method: 'POST',
          url: `/api/${kind}/lote`,
          body: '{"accion":"ocultar","ids":[$]}',
          field: 'ids.0',
          whole: true,
        },
      ]),
      ...['slot', 'sort_order'].map((field): Write => ({
        method: 'PUT',
        url: '/api/home/secondary-heroes',
        body: `{"tiles":[${json({ slot: 1, title_top: 'N' }, field)}]}`,
        field: `tiles.0.${field}`,
        whole: true,
      })),
    ];
  });

  const publicReads = (): Promise<Reply[]> =>
    Promise.all(
      [
        '/api/bicicletas',
        '/api/accesorios',
        '/api/bicicletas?facets=1&sort=precio_asc',
        '/api/accesorios?facets=1&sort=precio_desc',
        '/api/home/secondary-heroes',
        '/api/sugerencias?q=ra',
        '/api/bicicletas/1/imagenes',
        '/api/accesorios/1',
      ].map((url) => t.get(url)),
    );

  it('cada valor rechazado, por cada ruta que escribe un número: 400 con el campo, nada cambia, y las listas contestan 200', async () => {
    const before = await t.snapshot();
    const wrong: unknown[] = [];
    let sent = 0;
    for (const write of writes) {
      for (const value of valuesFor(write)) {
        const reply = await t.call(write.method, write.url, {
          token: t.adminToken,
          body: write.body.replace('$', value),
          headers: { 'content-type': 'application/json' },
        });
        sent += 1;
        const answer = { status: reply.statusCode, body: reply.json<unknown>() };
        const expected = {
          status: 400,
          body: { error: `Datos inválidos en el cuerpo (${write.field}).`, campo: write.field },
        };
        if (JSON.stringify(answer) !== JSON.stringify(expected))
          wrong.push({ write: `${write.method} ${write.url} ${write.field} = ${value}`, ...answer });
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await t.snapshot()).toBe(before);
    expect((await publicReads()).map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
  }, 120_000);

  it('los mismos campos aceptan sus límites y el vacío', async () => {
    const created = await t.post(
      '/api/accesorios',
      {
        nombre: 'Límites',
        categoria: 'otros',
        precio: 100_000_000,
        peso_g: 0,
        dim_largo_mm: 0.5,
        dim_alto_mm: null,
        descuento_efectivo: 90,
      },
      t.adminToken,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      precio: 100_000_000,
      peso_g: 0,
      dim_largo_mm: 0.5,
      dim_alto_mm: null,
      descuento_efectivo: 90,
    });
    const bike = await t.post(
      '/api/bicicletas',
      { nombre: 'Cara', categoria: 'mtb', precio: 2_000_000_000, descuento_efectivo: 0 },
      t.adminToken,
    );
    expect(bike.json()).toMatchObject({ precio: 2_000_000_000, descuento_efectivo: 0 });
    expect((await publicReads()).map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
  });

  it.each([
    ['accesorios', 'precio', "'Infinity'"],
    ['accesorios', 'precio', "'NaN'"],
    ['accesorios', 'peso_g', "'-Infinity'"],
    ['accesorios', 'dim_largo_mm', '100000001'],
    ['accesorios', 'dim_ancho_mm', '-1'],
    ['accesorios', 'dim_alto_mm', "'Infinity'"],
    ['bicicletas', 'precio', '2000000001'],
    ['bicicletas', 'descuento_efectivo', '91'],
    ['accesorios', 'descuento_efectivo', '-1'],
    ['imagenes', 'orden', '1001'],
    ['imagenes', 'width', '0'],
    ['imagenes', 'height', '100001'],
    ['banners', 'sort_order', '1001'],
  ])('la base misma rechaza %s.%s = %s', async (table, column, value) => {
    await expect(t.db.query(`update ${table} set ${column} = ${value}`)).rejects.toThrow(/range|check/);
    expect((await publicReads()).map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
  });
});

describe.each(databaseTargets)('migración 010: filas ya guardadas fuera de rango ($name)', (target) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await target.open({ migrated: false });
    const { error } = await new Migrator({
      db: new Kysely<unknown>({ dialect: opened.db.dialect() }),
      provider: { getMigrations: async () => MIGRATIONS },
    }).migrateTo('009-main-image-index');
    expect(error).toBeUndefined();
  }, 60_000);
  afterAll(() => opened.dispose());

  it('copia cada valor a set_aside_values, lo nombra en el log y deja la fila vacía o en el límite; nada se borra', async () => {
    const { db } = opened;
    await db.query(
      `insert into accesorios (nombre, categoria, precio, peso_g, dim_largo_mm) values
         ('Infinito', 'luces', 'Infinity', 'NaN', 5), ('Bien', 'luces', 1500, 200, 10), ('Caro', 'luces', 2e8, -3, 1)`,
    );
    await db.query(`insert into bicicletas (nombre, categoria, precio) values ('Cara', 'mtb', 2147483647)`);
    await db.query(
      `insert into imagenes (owner_type, owner_id, url, orden, width, height) values ('accesorio', 1, '/x', 5000, 0, 600)`,
    );
    await db.query(`insert into banners (slot, title_top, sort_order) values (2, 'Portada', -99999)`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { error } = await new Migrator({
        db: new Kysely<unknown>({ dialect: db.dialect() }),
        provider: { getMigrations: async () => MIGRATIONS },
      }).migrateTo('010-number-ranges');
      expect(error).toBeUndefined();
      expect(warn.mock.calls).toEqual([
        [
          'Valores fuera de rango, copiados a set_aside_values y quitados de su fila: bicicletas 1 precio = 2147483647; ' +
            'accesorios 1 precio = Infinity; accesorios 3 precio = 200000000; accesorios 1 peso_g = NaN; ' +
            'accesorios 3 peso_g = -3; imagenes 1 orden = 5000; imagenes 1 width = 0; banners 2 sort_order = -99999.',
        ],
      ]);
    } finally {
      warn.mockRestore();
    }
    expect(await db.query('select nombre, precio, peso_g, dim_largo_mm, version from accesorios order by id')).toEqual([
      { nombre: 'Infinito', precio: null, peso_g: null, dim_largo_mm: 5, version: 3 },
      { nombre: 'Bien', precio: 1500, peso_g: 200, dim_largo_mm: 10, version: 1 },
      { nombre: 'Caro', precio: null, peso_g: null, dim_largo_mm: 1, version: 3 },
    ]);
    expect(await db.query('select precio, version from bicicletas')).toEqual([{ precio: null, version: 2 }]);
    expect(await db.query('select orden, width, height from imagenes')).toEqual([
      { orden: 1000, width: null, height: 600 },
    ]);
    expect(await db.query('select sort_order from banners')).toEqual([{ sort_order: -1000 }]);
    expect(
      await db.query('select table_name, row_key, column_name, value from set_aside_values order by id'),
    ).toHaveLength(8);
    await expect(db.query(`update accesorios set precio = 'Infinity' where id = 2`)).rejects.toThrow();
  });
});

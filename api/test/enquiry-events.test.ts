import { BIKE_COLOUR_FIELDS, CATALOG_TEXT_LIMITS, type EnquiryEvent } from '@shop/contract';
import { purgeOldEvents } from '../src/features/events/event-store';
import { databaseTargets } from './support/databases';
import { type TestApp, useTestApp } from './support/test-app';

interface StoredRow {
  product_type: string;
  product_id: number;
  kind: string;
  total: number;
  choices: Record<string, number>;
  is_today: boolean;
}

/** Sends one event as a browser beacon does (text/plain), from `address`. */
function beacon(t: TestApp, body: unknown, address = '127.0.0.1', contentType = 'text/plain;charset=UTF-8') {
  return t.app.inject({
    method: 'POST',
    url: '/api/eventos',
    remoteAddress: address,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedRows(t: TestApp): Promise<StoredRow[]> {
  return t.db.query<StoredRow>(
    `select product_type, product_id, kind, total, choices,
            day = ((now() at time zone 'UTC') - interval '3 hours')::date as is_today
     from enquiry_events order by product_type, product_id, kind`,
  );
}

/** Stores counts `daysAgo` days before the shop's today, as if they had come then. */
async function storePast(
  t: TestApp,
  event: Pick<EnquiryEvent, 'tipo' | 'id' | 'evento'>,
  daysAgo: number,
  total: number,
) {
  await t.db.query(
    `insert into enquiry_events (product_type, product_id, day, kind, total)
     values ($1, $2, ((now() at time zone 'UTC') - interval '3 hours')::date - $3::int, $4, $5)`,
    [event.tipo, event.id, daysAgo, event.evento, total],
  );
}

describe.each(databaseTargets)('eventos de consulta ($name)', (target) => {
  const t = useTestApp(target);
  let bike = 0;
  let accessory = 0;
  let hidden = 0;

  beforeEach(async () => {
    await t.reset();
    bike = await t.create('bicicletas', {
      nombre: 'Trail Andino',
      categoria: 'mtb',
      color1: '#ef4444',
      color2: '#000000ff',
      talle: 'S, M, L',
    });
    accessory = await t.create('accesorios', { nombre: 'Inflador de pie', categoria: 'infladores' });
    hidden = await t.create('bicicletas', { nombre: 'Oculta', categoria: 'mtb', visible: false });
  });

  it('contesta 202 y suma en una sola fila por producto, día y tipo de evento', async () => {
    const view = { tipo: 'bicicleta', id: bike, evento: 'vista' };
    const answers = await Promise.all([
      beacon(t, view, '127.0.0.2'),
      beacon(t, view, '127.0.0.3'),
      beacon(t, view, '127.0.0.4', 'application/json'),
      beacon(t, { ...view, evento: 'consulta' }, '127.0.0.2'),
      beacon(t, { tipo: 'accesorio', id: accessory, evento: 'vista' }, '127.0.0.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(answers[0]?.body).toBe('');
    expect(await storedRows(t)).toEqual([
      { product_type: 'accesorio', product_id: accessory, kind: 'vista', total: 1, choices: {}, is_today: true },
      { product_type: 'bicicleta', product_id: bike, kind: 'consulta', total: 1, choices: {}, is_today: true },
      { product_type: 'bicicleta', product_id: bike, kind: 'vista', total: 3, choices: {}, is_today: true },
    ]);
  });

  it('cuenta el color y el talle elegidos de una bicicleta, con su forma guardada', async () => {
    const chat = { tipo: 'bicicleta', id: bike, evento: 'consulta' };
    expect((await beacon(t, { ...chat, color: '#EF4444', talle: 'm' }, '127.0.1.1')).statusCode).toBe(202);
    expect((await beacon(t, { ...chat, color: '#000000', talle: 'M' }, '127.0.1.2')).statusCode).toBe(202);
    expect((await beacon(t, { ...chat, color: '#ef4444', talle: 'M' }, '127.0.1.3')).statusCode).toBe(202);
    expect((await beacon(t, chat, '127.0.1.4')).statusCode).toBe(202);
    const [row] = await storedRows(t);
    expect(row).toMatchObject({ total: 4, choices: { '#ef4444|M': 2, '#000000|M': 1 } });
  });

  it('lee un talle tan largo como la ficha de la bicicleta lo deja escribir, y no más', async () => {
    const chat = { tipo: 'bicicleta', id: bike, evento: 'consulta' };
    const longest = await beacon(t, { ...chat, talle: 'x'.repeat(CATALOG_TEXT_LIMITS.spec) }, '127.0.1.5');
    expect(longest.json()).toEqual({ error: 'La bicicleta no viene en ese talle.', campo: 'talle' });
    const longer = await beacon(t, { ...chat, talle: 'x'.repeat(CATALOG_TEXT_LIMITS.spec + 1) }, '127.0.1.6');
    expect(longer.json()).toEqual({ error: expect.not.stringContaining('no viene'), campo: 'talle' });
  });

  it('cuenta un color guardado en cualquiera de los campos de color de una bicicleta', async () => {
    for (const [index, field] of BIKE_COLOUR_FIELDS.entries()) {
      const id = await t.create('bicicletas', { nombre: `Sólo ${field}`, categoria: 'mtb', [field]: '#1d4ed8' });
      const answer = await beacon(
        t,
        { tipo: 'bicicleta', id, evento: 'consulta', color: '#1d4ed8' },
        `127.0.2.${index}`,
      );
      expect({ field, status: answer.statusCode }).toEqual({ field, status: 202 });
    }
  });

  it('una persona suma una vez por producto, día y tipo; otra persona sigue sumando', async () => {
    const view = { tipo: 'accesorio', id: accessory, evento: 'vista' };
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) statuses.push((await beacon(t, view, '127.0.2.1')).statusCode);
    // Past the first the answer is the same (a script learns nothing), and nothing more is counted.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202]);
    expect((await storedRows(t)).map((row) => row.total)).toEqual([1]);
    // The chat click is another count, and another address is another person.
    expect((await beacon(t, { ...view, evento: 'consulta' }, '127.0.2.1')).statusCode).toBe(202);
    expect((await beacon(t, view, '127.0.2.2')).statusCode).toBe(202);
    const totals = (await storedRows(t)).map((row) => [row.kind, row.total]);
    expect(totals).toEqual([
      ['consulta', 1],
      ['vista', 2],
    ]);
  });

  it('una dirección que cambia de navegador suma a lo sumo 3 por producto y día', async () => {
    const chat = { tipo: 'bicicleta', id: bike, evento: 'consulta' };
    for (let agent = 0; agent < 6; agent += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/eventos',
        remoteAddress: '127.0.4.1',
        headers: { 'content-type': 'text/plain', 'user-agent': `Navegador/${agent}` },
        payload: JSON.stringify(chat),
      });
      expect(answer.statusCode).toBe(202);
    }
    expect((await storedRows(t)).map((row) => row.total)).toEqual([3]);
  });

  it('250 direcciones × 10 consultas sobre un producto lo mueven a lo sumo 25, y no lo ponen primero', async () => {
    const popular = await t.create('bicicletas', { nombre: 'Popular', categoria: 'ruta' });
    await storePast(t, { tipo: 'bicicleta', id: popular, evento: 'consulta' }, 1, 30);
    const chat = { tipo: 'bicicleta', id: bike, evento: 'consulta' };
    for (let address = 0; address < 250; address += 1) {
      const from = `198.51.${100 + Math.floor(address / 200)}.${address % 200}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => beacon(t, chat, from)));
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    }
    const [row] = await storedRows(t);
    expect(row).toMatchObject({ product_id: bike, kind: 'consulta' });
    expect(row?.total).toBeGreaterThan(0);
    expect(row?.total).toBeLessThanOrEqual(25);
    const top = await t.get('/api/eventos/mas-consultados?dias=7', t.adminToken);
    expect(top.json<{ items: { id: number }[] }>().items[0]?.id).toBe(popular);
  }, 180_000);

  it('el mantenimiento borra las personas y la sal de los días terminados', async () => {
    expect((await beacon(t, { tipo: 'bicicleta', id: bike, evento: 'vista' }, '127.0.5.1')).statusCode).toBe(202);
    await t.db.query(
      `insert into enquiry_salts (day, salt) values (((now() at time zone 'UTC') - interval '3 hours')::date - 1, 'ayer')`,
    );
    await t.db.query(
      `insert into enquiry_visitors (product_type, product_id, day, kind, visitor, seen_at, counted)
       values ('bicicleta', $1, ((now() at time zone 'UTC') - interval '3 hours')::date - 1, 'vista', 'de-ayer',
               now() - interval '2 hours', true)`,
      [bike],
    );
    await purgeOldEvents(t.db);
    const visitors = await t.db.query<{ visitor: string }>('select visitor from enquiry_visitors');
    expect(visitors).toHaveLength(1);
    expect(visitors[0]?.visitor).not.toBe('de-ayer');
    expect(await t.db.query(`select salt from enquiry_salts where salt = 'ayer'`)).toEqual([]);
  });

  it('no guarda nada de quien manda el evento: ni dirección, ni cookie, ni agente de usuario', async () => {
    const columns = await t.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'enquiry_events' order by ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'product_type',
      'product_id',
      'day',
      'kind',
      'total',
      'choices',
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/eventos',
      remoteAddress: '10.9.8.7',
      headers: { 'content-type': 'text/plain', cookie: 'sesion=abc123', 'user-agent': 'Agente-Unico/9.9' },
      payload: JSON.stringify({ tipo: 'bicicleta', id: bike, evento: 'vista' }),
    });
    const everything = JSON.stringify(
      await Promise.all(
        ['enquiry_events', 'enquiry_visitors', 'enquiry_salts'].map((table) => t.db.query(`select * from ${table}`)),
      ),
    );
    expect(everything).toContain('"counted":true');
    for (const personal of ['10.9.8.7', 'abc123', 'Agente-Unico']) expect(everything).not.toContain(personal);
  });

  it.each([
    [{ id: 1, evento: 'vista' }, 400, 'tipo'],
    [{ tipo: 'moto', id: 1, evento: 'vista' }, 400, 'tipo'],
    [{ tipo: 'bicicleta', evento: 'vista' }, 400, 'id'],
    [{ tipo: 'bicicleta', id: 0, evento: 'vista' }, 400, 'id'],
    [{ tipo: 'bicicleta', id: '1', evento: 'vista' }, 400, 'id'],
    [{ tipo: 'bicicleta', id: 1, evento: 'compra' }, 400, 'evento'],
    [{ tipo: 'bicicleta', id: 1, evento: 'vista', color: 'rojo' }, 400, 'color'],
    [{ tipo: 'bicicleta', id: 1, evento: 'vista', ip: '1.2.3.4' }, 400, 'ip'],
  ])('rechaza el cuerpo %j con %i y el campo %s', async (body, status, campo) => {
    const answer = await beacon(t, body, '127.0.3.1');
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ campo, error: expect.any(String) });
  });

  it('rechaza un producto que no está publicado y una elección que la bicicleta no ofrece', async () => {
    const refusals = [
      [{ tipo: 'bicicleta', id: 9999, evento: 'vista' }, 404, 'id'],
      [{ tipo: 'bicicleta', id: hidden, evento: 'vista' }, 404, 'id'],
      [{ tipo: 'accesorio', id: bike + accessory + 100, evento: 'vista' }, 404, 'id'],
      [{ tipo: 'bicicleta', id: bike, evento: 'vista', color: '#1d4ed8' }, 400, 'color'],
      [{ tipo: 'bicicleta', id: bike, evento: 'vista', talle: 'XL' }, 400, 'talle'],
      [{ tipo: 'accesorio', id: accessory, evento: 'vista', color: '#ef4444' }, 400, 'color'],
    ] as const;
    for (const [body, status, campo] of refusals) {
      const answer = await beacon(t, body, '127.0.3.2');
      expect({ body, status: answer.statusCode, campo: answer.json<{ campo?: string }>().campo }).toEqual({
        body,
        status,
        campo,
      });
    }
    for (const body of ['no es json', '', '{"tipo":']) {
      const answer = await beacon(t, body, '127.0.3.3');
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/JSON/);
    }
    expect((await beacon(t, 'x'.repeat(2000), '127.0.3.4')).statusCode).toBe(413);
    expect(await storedRows(t)).toEqual([]);
  });

  it('las lecturas de eventos son sólo para administradores', async () => {
    for (const url of ['/api/eventos/mas-consultados?dias=7', `/api/eventos/bicicleta/${bike}?dias=30`]) {
      expect((await t.get(url)).statusCode).toBe(401);
      expect((await t.get(url, t.clienteToken)).statusCode).toBe(403);
      expect((await t.get(url, t.adminToken)).statusCode).toBe(200);
    }
    expect((await t.get('/api/bicicletas?sort=consultas_30d_desc')).json()).toEqual({
      error: 'Orden inválido: consultas_30d_desc',
      campo: 'sort',
    });
  });

  it('más consultados suma 7 o 30 días y ordena por consultas, después por vistas', async () => {
    const second = await t.create('accesorios', { nombre: 'Casco urbano', categoria: 'cascos' });
    await storePast(t, { tipo: 'bicicleta', id: bike, evento: 'consulta' }, 10, 5);
    await storePast(t, { tipo: 'bicicleta', id: bike, evento: 'vista' }, 10, 40);
    await storePast(t, { tipo: 'accesorio', id: accessory, evento: 'consulta' }, 2, 2);
    await storePast(t, { tipo: 'accesorio', id: accessory, evento: 'vista' }, 1, 8);
    await storePast(t, { tipo: 'accesorio', id: second, evento: 'vista' }, 0, 12);
    await storePast(t, { tipo: 'bicicleta', id: bike, evento: 'consulta' }, 40, 99);
    const week = await t.get('/api/eventos/mas-consultados?dias=7', t.adminToken);
    expect(week.json()).toEqual({
      dias: 7,
      items: [
        { tipo: 'accesorio', id: accessory, nombre: 'Inflador de pie', vistas: 8, consultas: 2 },
        { tipo: 'accesorio', id: second, nombre: 'Casco urbano', vistas: 12, consultas: 0 },
      ],
    });
    const month = await t.get('/api/eventos/mas-consultados?dias=30', t.adminToken);
    expect(month.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([bike, accessory, second]);
    expect((await t.get('/api/eventos/mas-consultados?dias=14', t.adminToken)).json()).toMatchObject({
      campo: 'dias',
    });
  });

  it('la serie de un producto tiene cada día del período, y la lista del administrador ordena por los 30 días', async () => {
    await storePast(t, { tipo: 'bicicleta', id: bike, evento: 'vista' }, 29, 3);
    await storePast(t, { tipo: 'bicicleta', id: bike, evento: 'consulta' }, 0, 1);
    await storePast(t, { tipo: 'bicicleta', id: hidden, evento: 'vista' }, 3, 7);
    await storePast(t, { tipo: 'bicicleta', id: hidden, evento: 'vista' }, 30, 50);
    const series = (await t.get(`/api/eventos/bicicleta/${bike}?dias=30`, t.adminToken)).json<{
      dias: { dia: string; vistas: number; consultas: number }[];
    }>().dias;
    expect(series).toHaveLength(30);
    expect(series[0]).toMatchObject({ vistas: 3, consultas: 0 });
    expect(series[29]).toMatchObject({ vistas: 0, consultas: 1 });
    expect(series.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.dia))).toBe(true);
    expect((await t.get(`/api/eventos/bicicleta/9999?dias=30`, t.adminToken)).statusCode).toBe(404);

    type Row = { id: number; consultas_30d: number; vistas_30d: number };
    const byViews = await t.get('/api/bicicletas?sort=vistas_30d_desc', t.adminToken);
    expect(
      byViews
        .json<{ items: Row[] }>()
        .items.map(({ id, consultas_30d, vistas_30d }) => [id, consultas_30d, vistas_30d]),
    ).toEqual([
      [hidden, 0, 7],
      [bike, 1, 3],
    ]);
    const byChats = await t.get('/api/bicicletas?sort=consultas_30d_desc', t.adminToken);
    expect(byChats.json<{ items: Row[] }>().items.map((item) => item.id)).toEqual([bike, hidden]);
    expect((await t.get('/api/bicicletas')).json<{ items: object[] }>().items[0]).not.toHaveProperty('vistas_30d');
  });
});

describe.each(databaseTargets)('eventos apagados con EVENTS_ENABLED=false ($name)', (target) => {
  const t = useTestApp(target, { eventsEnabled: false });

  it('contesta 202 y no guarda nada', async () => {
    const bike = await t.create('bicicletas', { nombre: 'Trail Andino', categoria: 'mtb' });
    for (let sent = 0; sent < 5; sent += 1)
      expect((await beacon(t, { tipo: 'bicicleta', id: bike, evento: 'vista' })).statusCode).toBe(202);
    expect(await t.db.query('select * from enquiry_events')).toEqual([]);
    expect((await beacon(t, { tipo: 'bicicleta', evento: 'vista' })).statusCode).toBe(400);
  });
});

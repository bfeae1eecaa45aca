import { type Arrepentimiento, type RevocationList, shopDay } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { type TestApp, useTestApp } from './support/test-app';

const REQUEST = {
  nombre: 'Ana Pérez',
  dni: '30.123.456',
  contacto: '11 5555-5555',
  producto: 'Casco Vento talle M',
  fecha: shopDay(new Date(), 3),
};

/** Sends a request as a shopper at `address` does. */
function send(t: TestApp, body: unknown, address = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/arrepentimientos',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe.each(databaseTargets)('arrepentimientos ($name)', (target) => {
  const t = useTestApp(target);

  beforeEach(() => t.reset());

  it('crea la solicitud con un código y el administrador la ve, la más nueva primero', async () => {
    const sent = await send(t, REQUEST);
    expect(sent.statusCode).toBe(201);
    const receipt = sent.json<{ codigo: string; estado: string; created_at: string }>();
    expect(receipt).toEqual({
      codigo: expect.stringMatching(/^ARR-[A-Z2-9]{6}$/),
      estado: 'recibida',
      created_at: expect.any(String),
    });
    const later = await send(t, { ...REQUEST, nombre: 'Beto Gómez', contacto: 'beto@example.com' });

    const list = await t.get('/api/arrepentimientos', t.adminToken);
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json<RevocationList>();
    expect(total).toBe(2);
    expect(items.map((item) => item.codigo)).toEqual([later.json<{ codigo: string }>().codigo, receipt.codigo]);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      codigo: receipt.codigo,
      nombre: 'Ana Pérez',
      dni: '30123456',
      contacto: '11 5555-5555',
      producto: 'Casco Vento talle M',
      fecha: REQUEST.fecha,
      estado: 'recibida',
      created_at: receipt.created_at,
      updated_at: expect.any(String),
    });
  });

  it.each([
    [{ dni: '123' }, 'El DNI debe tener 7 a 9 dígitos.', 'dni'],
    [{ contacto: 'ana' }, 'Ingresá un email válido o un teléfono con al menos 8 dígitos.', 'contacto'],
    [{ fecha: shopDay(new Date(), -2) }, 'La fecha de compra no puede ser posterior a hoy.', 'fecha'],
    [{ fecha: shopDay(new Date(), 400) }, 'La fecha de compra no puede tener más de un año.', 'fecha'],
    [{ nombre: '   ' }, 'Ingresá tu nombre y apellido.', 'nombre'],
    [{ producto: '' }, 'Contanos qué compraste.', 'producto'],
  ])('rechaza %j con 400, el mensaje del contrato y el campo', async (change, error, campo) => {
    const reply = await send(t, { ...REQUEST, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error, campo });
    expect((await t.get('/api/arrepentimientos', t.adminToken)).json<RevocationList>().total).toBe(0);
  });

  it('rechaza un cuerpo incompleto o con campos de más, en castellano', async () => {
    const { fecha: _fecha, ...missing } = REQUEST;
    expect((await send(t, missing)).json()).toEqual({ error: 'Falta el campo obligatorio: fecha', campo: 'fecha' });
    expect((await send(t, { ...REQUEST, estado: 'resuelta' })).json()).toEqual({
      error: 'Campo no permitido: estado',
      campo: 'estado',
    });
  });

  it('cada dirección envía a lo sumo 5 por hora: la sexta contesta 429 con Retry-After; otra dirección sigue', async () => {
    for (let n = 0; n < 5; n += 1) expect((await send(t, REQUEST, '10.0.0.1')).statusCode).toBe(201);
    const refused = await send(t, REQUEST, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Recibimos muchas solicitudes desde esta dirección. Probá de nuevo más tarde o escribinos por WhatsApp.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t, REQUEST, '10.0.0.2')).statusCode).toBe(201);
  });

  it('los códigos no se repiten', async () => {
    const codes: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const reply = await send(t, REQUEST, `10.0.1.${n}`);
      codes.push(reply.json<{ codigo: string }>().codigo);
    }
    expect(new Set(codes).size).toBe(20);
    const [row] = await t.db.query<{ n: number }>('select count(distinct codigo)::int as n from arrepentimientos');
    expect(row?.n).toBe(20);
  });

  it('sólo el administrador lista y cambia el estado', async () => {
    await send(t, REQUEST);
    const [sent] = (await t.get('/api/arrepentimientos', t.adminToken)).json<RevocationList>().items;
    const id = sent?.id ?? 0;
    expect((await t.get('/api/arrepentimientos')).statusCode).toBe(401);
    expect((await t.get('/api/arrepentimientos', t.clienteToken)).statusCode).toBe(403);
    expect((await t.put(`/api/arrepentimientos/${id}`, { estado: 'resuelta' })).statusCode).toBe(401);
    expect((await t.put(`/api/arrepentimientos/${id}`, { estado: 'resuelta' }, t.clienteToken)).statusCode).toBe(403);
  });

  it('el administrador cambia el estado y filtra por estado; un estado inválido es 400 y un id desconocido 404', async () => {
    await send(t, REQUEST);
    await send(t, { ...REQUEST, nombre: 'Beto Gómez' });
    const [newest, oldest] = (await t.get('/api/arrepentimientos', t.adminToken)).json<RevocationList>().items as [
      Arrepentimiento,
      Arrepentimiento,
    ];

    const moved = await t.put(`/api/arrepentimientos/${oldest.id}`, { estado: 'en_proceso' }, t.adminToken);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: oldest.id, codigo: oldest.codigo, estado: 'en_proceso' });

    const received = (await t.get('/api/arrepentimientos?estado=recibida', t.adminToken)).json<RevocationList>();
    expect(received).toEqual({ items: [newest], total: 1 });
    const inProgress = (await t.get('/api/arrepentimientos?estado=en_proceso', t.adminToken)).json<RevocationList>();
    expect(inProgress.items.map((item) => item.id)).toEqual([oldest.id]);

    const bad = await t.put(`/api/arrepentimientos/${oldest.id}`, { estado: 'cerrada' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Datos inválidos en el cuerpo (estado).', campo: 'estado' });
    const unknown = await t.put('/api/arrepentimientos/9999', { estado: 'resuelta' }, t.adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Solicitud de arrepentimiento no encontrada.' });
    expect((await t.get('/api/arrepentimientos?estado=otro', t.adminToken)).statusCode).toBe(400);
  });
});

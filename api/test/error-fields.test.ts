import type { ErrorAnswer } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { CLIENTE, useTestApp } from './support/test-app';

/** Every validation refusal names its field as `campo`, so a screen places the message without reading it. */

type Request = readonly [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown];

const bike = { nombre: 'Trail', categoria: 'mtb' };
const tile = (slot: number, fields: Record<string, unknown> = {}) => ({ slot, title_top: 'Arriba', ...fields });

const refusals: readonly [what: string, request: Request, answer: ErrorAnswer][] = [
  [
    'a value of the wrong type (schema)',
    ['POST', '/api/bicicletas', { ...bike, precio: 'mucho' }],
    { error: 'Datos inválidos en el cuerpo (precio).', campo: 'precio' },
  ],
  [
    'a text over its length (schema)',
    ['POST', '/api/accesorios', { nombre: 'x'.repeat(201), categoria: 'luces' }],
    { error: 'Datos inválidos en el cuerpo (nombre).', campo: 'nombre' },
  ],
  [
    'an unknown field',
    ['POST', '/api/bicicletas', { ...bike, stock: 3 }],
    { error: 'Campo no permitido: stock', campo: 'stock' },
  ],
  [
    'a missing field inside a list',
    ['PUT', '/api/home/secondary-heroes', { tiles: [tile(1), { title_top: 'Sin slot' }] }],
    { error: 'Falta el campo obligatorio: slot', campo: 'tiles.1.slot' },
  ],
  [
    'a required field left blank (rule)',
    ['POST', '/api/bicicletas', { nombre: '  ', categoria: 'mtb' }],
    { error: 'El nombre es obligatorio.', campo: 'nombre' },
  ],
  [
    'a category the catalogue has not (rule)',
    ['POST', '/api/bicicletas', { nombre: 'Trail', categoria: 'trineo' }],
    { error: 'Categoría inválida.', campo: 'categoria' },
  ],
  [
    'a colour that is not one (rule)',
    ['POST', '/api/bicicletas', { ...bike, color2: 'verdoso' }],
    { error: 'Color inválido en color2: usá un valor hexadecimal como #1d4ed8.', campo: 'color2' },
  ],
  [
    'a banner link that is not safe (rule, inside a list)',
    ['PUT', '/api/home/secondary-heroes', { tiles: [tile(1), tile(2, { cta_url: 'javascript:alert(1)' })] }],
    { error: 'El enlace del botón debe ser una ruta relativa o una URL http(s).', campo: 'tiles.1.cta_url' },
  ],
  [
    'two banners for one slot (rule, inside a list)',
    ['PUT', '/api/home/secondary-heroes', { tiles: [tile(2), tile(1), tile(2)] }],
    { error: 'Cada portada debe tener un slot distinto.', campo: 'tiles.2.slot' },
  ],
  [
    'an image that is not a stored file (rule)',
    ['POST', '/api/bicicletas/1/imagenes', { url: 'https://example.com/a.webp' }],
    {
      error: 'La imagen https://example.com/a.webp no es un archivo de la tienda: subila desde el panel.',
      campo: 'url',
    },
  ],
  [
    'a query value of the wrong type (schema)',
    ['GET', '/api/bicicletas?page=dos'],
    { error: 'Datos inválidos en la consulta (page).', campo: 'page' },
  ],
  [
    'an order the list has not (schema)',
    ['GET', '/api/bicicletas?sort=caro'],
    { error: 'Orden inválido: caro', campo: 'sort' },
  ],
  [
    'a price range upside down (rule)',
    ['GET', '/api/bicicletas?precio_min=500&precio_max=100'],
    { error: 'El precio mínimo no puede ser mayor que el máximo.', campo: 'precio_min' },
  ],
  [
    'a text with a NUL byte',
    ['POST', '/api/bicicletas', { ...bike, marca: 'a\u0000b' }],
    { error: 'El texto contiene caracteres no permitidos.', campo: 'marca' },
  ],
  [
    'a search too short (rule)',
    ['GET', '/api/sugerencias?q=a'],
    { error: 'Escribí al menos 2 caracteres para ver sugerencias.', campo: 'q' },
  ],
  [
    'a registration with a bad DNI (shared rule)',
    ['POST', '/api/auth/register', { ...CLIENTE, dni: '12' }],
    { error: 'El DNI debe tener 7 a 9 dígitos.', campo: 'dni' },
  ],
  [
    'a sign-in without its password',
    ['POST', '/api/auth/login', { email: CLIENTE.email }],
    { error: 'El email y la contraseña son obligatorios.', campo: 'contrasena' },
  ],
];

describe.each(databaseTargets)('errores con su campo ($name)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    await t.reset();
    await t.create('bicicletas', bike);
  });

  it.each(refusals)('%s: 400 with the message and its campo', async (_what, [method, url, body], answer) => {
    const reply = await t.call(method, url, { token: t.adminToken, body });
    expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({ status: 400, body: answer });
  });

  it('a refusal no field caused names none', async () => {
    const reply = await t.call('POST', '/api/bicicletas', {
      token: t.adminToken,
      body: '{"nombre":',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.json<unknown>()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.' });
  });
});

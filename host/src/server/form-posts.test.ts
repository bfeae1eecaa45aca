/** @jest-environment node */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { apiUrl, server } from '@shop/shared/test';
import { FORM_BODY_LIMIT, NEEDS_JAVASCRIPT } from './form-posts';
import { answeredPage, formsApp } from './form-posts-helpers';
import { trustProxy } from './trust-proxy';

const FORM = 'application/x-www-form-urlencoded';
const VISITOR = '198.51.100.9';

let app: FastifyInstance;

beforeAll(async () => {
  app = await formsApp();
});

afterAll(() => app.close());

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}, to = app) {
  return to.inject({
    method: 'POST',
    url,
    remoteAddress: VISITOR,
    headers: { 'content-type': FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Records the registrations the API receives, with the address they name, and answers `answer`. */
function apiRegistrations(answer: () => Response) {
  const received: { body: unknown; forwardedFor: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/auth/register'), async ({ request }) => {
      received.push({ body: await request.json(), forwardedFor: request.headers.get('x-forwarded-for') });
      return answer();
    }),
  );
  return received;
}

const registration = { nombre: ' Ana ', email: 'ana@example.com', dni: '30123456', contrasena: 'secreta1' };

describe('POST /login without JavaScript', () => {
  it('answers the sign-in page saying JavaScript is needed, the email kept and the password nowhere', async () => {
    const answer = await post('/login', { email: 'admin@example.com', contrasena: 'admin1234' });
    const { root, data } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(root.getByRole('alert')).toHaveTextContent(NEEDS_JAVASCRIPT);
    expect(root.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(root.getByLabelText('Contraseña')).toHaveValue('');
    expect(data?.form).toEqual({ values: { email: 'admin@example.com' }, error: NEEDS_JAVASCRIPT });
    expect(answer.body).not.toContain('admin1234');
  });

  it('answers at the address posted to, so the page keeps the safe return path and posts with it again', async () => {
    const answer = await post('/login?next=%2Fadmin%2Fbicicletas', { email: 'admin@example.com', contrasena: 'x' });
    const { root } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(200);
    expect(root.getByRole('alert')).toHaveTextContent(NEEDS_JAVASCRIPT);
    expect(root.getByRole<HTMLButtonElement>('button', { name: 'Ingresar' }).form).toHaveAttribute(
      'action',
      '/login?next=%2Fadmin%2Fbicicletas',
    );
  });

  it('drops a return path to another site from the form it answers with', async () => {
    const answer = await post('/login?next=%2F%2Fevil.example', { email: 'admin@example.com', contrasena: 'x' });

    expect(
      answeredPage(answer.body).root.getByRole<HTMLButtonElement>('button', { name: 'Ingresar' }).form,
    ).toHaveAttribute('action', '/login');
  });
});

describe('POST /register without JavaScript', () => {
  it('creates the account through the API, naming the visitor, then sends them to the sign-in page', async () => {
    const received = apiRegistrations(() => HttpResponse.json({}, { status: 201 }));

    const answer = await post('/register', registration, { 'x-forwarded-for': '203.0.113.7' });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login?m=created');
    // With no TRUST_PROXY the visitor is the connection: what they claim in X-Forwarded-For is dropped.
    expect(received).toEqual([
      {
        body: { nombre: 'Ana', email: 'ana@example.com', dni: '30123456', contrasena: 'secreta1' },
        forwardedFor: VISITOR,
      },
    ]);
  });

  it('behind a balancer its TRUST_PROXY names, names the client the balancer saw, not what the client wrote', async () => {
    const behindBalancer = await formsApp({ TRUST_PROXY: `${VISITOR}, 10.0.0.0/8` });
    const received = apiRegistrations(() => HttpResponse.json({}, { status: 201 }));

    const chain = '203.0.113.66, 198.51.100.20, 10.1.2.3';
    const answer = await post('/register', registration, { 'x-forwarded-for': chain }, behindBalancer);
    await behindBalancer.close();

    expect(answer.statusCode).toBe(303);
    expect(received.map((request) => request.forwardedFor)).toEqual(['198.51.100.20']);
  });

  it('refuses to start with TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => trustProxy({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY no acepta true .*rangos CIDR/);
  });

  it("answers the form again with the screen's messages by field, what was typed kept and never the password", async () => {
    const answer = await post('/register', { nombre: 'Ana', email: 'ana@example', dni: '12ab', contrasena: 'abc12' });
    const { root, data } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(422);
    expect(root.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(root.getByLabelText('Email')).toHaveValue('ana@example');
    expect(root.getByLabelText('Email')).toHaveAccessibleDescription('El email no es válido.');
    expect(root.getByLabelText('DNI')).toHaveAccessibleDescription(
      'Ingresá 7 a 9 dígitos El DNI debe tener 7 a 9 dígitos.',
    );
    expect(root.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres.',
    );
    expect(root.getByLabelText('Contraseña')).toHaveValue('');
    expect(data?.form?.values).toEqual({ nombre: 'Ana', email: 'ana@example', dni: '12ab' });
    expect(answer.body).not.toContain('abc12');
  });

  it("shows the API's refusal in the red box, with its status", async () => {
    apiRegistrations(() => HttpResponse.json({ error: 'El email ya está registrado' }, { status: 409 }));

    const answer = await post('/register', registration);
    const { root } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(409);
    expect(root.getByRole('alert')).toHaveTextContent('El email ya está registrado');
    expect(root.getByLabelText('Nombre')).toHaveValue(' Ana ');
    expect(answer.body).not.toContain('secreta1');
  });

  it('says the API could not be reached, as the screen does, when it does not answer', async () => {
    server.use(http.post(apiUrl('/api/auth/register'), () => HttpResponse.error()));

    const answer = await post('/register', registration);

    expect(answer.statusCode).toBe(502);
    expect(answeredPage(answer.body).root.getByRole('alert')).toHaveTextContent(
      `No se pudo conectar con la API (${siteConfig.apiUrl}/api/auth/register)`,
    );
  });
});

describe('POST /contacto without JavaScript', () => {
  const log = jest.spyOn(console, 'log');
  const info = jest.spyOn(console, 'info');
  const error = jest.spyOn(console, 'error');

  beforeEach(() => {
    for (const spy of [log, info, error]) spy.mockClear();
  });

  afterEach(() => {
    for (const spy of [log, info, error]) expect(spy).not.toHaveBeenCalled();
  });

  it("sends the new tab to the chat, with the screen's message, and logs nothing", async () => {
    const answer = await post('/contacto', { nombre: 'Ana', telefono: '', email: '', mensaje: '¿Tienen cascos?' });
    const location = new URL(String(answer.headers.location));

    expect(answer.statusCode).toBe(303);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(location.origin + location.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
    expect(location.searchParams.get('text')).toBe(
      'Hola! Les escribo desde la web.\nNombre: Ana\nMensaje: ¿Tienen cascos?',
    );
  });

  it('asks about a bicycle or an accessory when the form came empty', async () => {
    const answer = await app.inject({ method: 'POST', url: '/contacto', headers: { 'content-type': FORM } });

    expect(answer.statusCode).toBe(303);
    expect(new URL(String(answer.headers.location)).searchParams.get('text')).toBe(
      'Hola! Quería consultar por una bicicleta o un accesorio.',
    );
  });
});

describe('bodies that are not one of the forms', () => {
  it('refuses a body past a few KB with 413', async () => {
    const answer = await post('/contacto', { mensaje: 'a'.repeat(FORM_BODY_LIMIT) });

    expect(answer.statusCode).toBe(413);
    expect(answer.body).toBe('El formulario es demasiado largo.');
  });

  it.each(['application/json', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415',
    async (type) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': type },
        payload: '{"email":"a@b.c","contrasena":"x"}',
      });

      expect(answer.statusCode).toBe(415);
      expect(answer.body).toBe('El formulario llegó en un formato que no se acepta.');
    },
  );

  it("refuses another site's page posting to the forms", async () => {
    const received = apiRegistrations(() => HttpResponse.json({}, { status: 201 }));

    const answer = await post('/register', registration, { 'sec-fetch-site': 'cross-site' });

    expect(answer.statusCode).toBe(403);
    expect(received).toEqual([]);
    expect(answer.body).toBe('Este formulario sólo se envía desde el sitio.');
  });
});

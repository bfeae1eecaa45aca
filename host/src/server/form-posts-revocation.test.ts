/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { shopDay } from '@shop/contract';
import { within } from '@testing-library/dom';
import { apiUrl, server } from '@shop/shared/test';
import { REVOCATION_UNREACHABLE } from '../features/revocation/revocation-message';
import { answeredPage, formsApp } from './form-posts-helpers';

const VISITOR = '198.51.100.9';
const TYPED = {
  nombre: ' Ana Pérez ',
  dni: '30.123.456',
  contacto: 'ana@example.com',
  producto: 'Casco Vento',
  fecha: shopDay(new Date(), 1),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = await formsApp();
});

afterAll(() => app.close());

function post(fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/arrepentimiento',
    remoteAddress: VISITOR,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Records the requests the API receives, with the address they name, and answers `answer`. */
function apiRequests(answer: () => Response) {
  const received: { body: unknown; forwardedFor: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/arrepentimientos'), async ({ request }) => {
      received.push({ body: await request.json(), forwardedFor: request.headers.get('x-forwarded-for') });
      return answer();
    }),
  );
  return received;
}

describe('POST /arrepentimiento without JavaScript', () => {
  it('sends the cleaned request to the API for the visitor and answers the page with its code', async () => {
    const received = apiRequests(() =>
      HttpResponse.json(
        { codigo: 'ARR-7KQ2ZD', estado: 'recibida', created_at: new Date().toISOString() },
        { status: 201 },
      ),
    );

    const answer = await post(TYPED);
    const { root } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(received).toEqual([
      {
        body: { ...TYPED, nombre: 'Ana Pérez', dni: '30123456' },
        // The visitor is the connection (no TRUST_PROXY here): what they wrote in X-Forwarded-For is dropped.
        forwardedFor: VISITOR,
      },
    ]);
    const receipt = root.getByRole('status');
    expect(receipt).toHaveTextContent('Recibimos tu solicitud. Tu código es ARR-7KQ2ZD.');
    expect(
      within(receipt)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toContain('ARR-7KQ2ZD');
  });

  it("answers the form again with the contract's messages by field, what was typed kept, without calling the API", async () => {
    const received = apiRequests(() => HttpResponse.json({}, { status: 201 }));

    const answer = await post({ ...TYPED, dni: '12', contacto: 'ana' });
    const { root, data } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(422);
    expect(received).toEqual([]);
    expect(root.getByLabelText('DNI')).toHaveValue('12');
    expect(root.getByLabelText('DNI')).toHaveAttribute('aria-invalid', 'true');
    expect(root.getByLabelText('Email o teléfono')).toHaveAccessibleDescription(
      /Ingresá un email válido o un teléfono con al menos 8 dígitos\./,
    );
    expect(root.getByLabelText('Nombre y apellido')).toHaveValue(' Ana Pérez ');
    expect(data?.form?.problems).toEqual({
      dni: 'El DNI debe tener 7 a 9 dígitos.',
      contacto: 'Ingresá un email válido o un teléfono con al menos 8 dígitos.',
    });
  });

  it('when the API cannot be reached, says so and offers WhatsApp with what was typed', async () => {
    server.use(http.post(apiUrl('/api/arrepentimientos'), () => HttpResponse.error()));

    const answer = await post(TYPED);
    const { root } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(200);
    const alert = root.getByRole('alert');
    expect(alert).toHaveTextContent(REVOCATION_UNREACHABLE);
    const text = new URL(
      within(alert)
        .getByRole('link', { name: /Enviar por WhatsApp/ })
        .getAttribute('href') ?? '',
    ).searchParams.get('text');
    expect(text).toContain('Nombre y apellido: Ana Pérez');
    expect(text).toContain('Qué compraste: Casco Vento');
    expect(root.getByLabelText('Qué compraste')).toHaveValue('Casco Vento');
  });

  it("shows the API's limit with its status, what was typed kept", async () => {
    apiRequests(() =>
      HttpResponse.json({ error: 'Recibimos muchas solicitudes desde esta dirección.' }, { status: 429 }),
    );

    const answer = await post(TYPED);
    const { root } = answeredPage(answer.body);

    expect(answer.statusCode).toBe(429);
    expect(root.getByRole('alert')).toHaveTextContent('Recibimos muchas solicitudes desde esta dirección.');
    expect(root.getByLabelText('Email o teléfono')).toHaveValue('ana@example.com');
  });
});

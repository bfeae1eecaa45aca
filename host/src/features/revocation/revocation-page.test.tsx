import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shopDay } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { apiUrl, hydrateWithProviders, renderWithProviders, server } from '@shop/shared/test';
import { PostedFormProvider } from '../../common/posted-form';
import { RevocationPage } from './revocation-page';
import { REVOCATION_UNREACHABLE } from './revocation-message';

const PURCHASE_DAY = shopDay(new Date(), 2);
const [YEAR, MONTH, DAY] = PURCHASE_DAY.split('-');
const TYPED = {
  'Nombre y apellido': ' Ana Pérez ',
  DNI: '30.123.456',
  'Email o teléfono': '11 5555-5555',
  'Qué compraste': 'Casco Vento talle M',
  'Cuándo lo compraste': PURCHASE_DAY,
};
const SENT = {
  nombre: 'Ana Pérez',
  dni: '30123456',
  contacto: '11 5555-5555',
  producto: 'Casco Vento talle M',
  fecha: PURCHASE_DAY,
};
const ROUTE = { route: '/arrepentimiento', path: '/arrepentimiento' };

/** Records the requests the API receives and answers `answer`. */
function apiRequests(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/api/arrepentimientos'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const accepted = () =>
  HttpResponse.json(
    { codigo: 'ARR-7KQ2ZD', estado: 'recibida', created_at: new Date().toISOString() },
    { status: 201 },
  );

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User, values: Partial<typeof TYPED> = TYPED) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
}

/** The chat message a WhatsApp link opens with. */
function chatMessage(link: HTMLElement): string | null {
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
  return url.searchParams.get('text');
}

const MESSAGE_LINES = [
  'Nombre y apellido: Ana Pérez',
  'DNI: 30123456',
  'Email o teléfono: 11 5555-5555',
  'Qué compraste: Casco Vento talle M',
  `Cuándo lo compraste: ${DAY}/${MONTH}/${YEAR}`,
];

describe('RevocationPage', () => {
  it('explains the right and labels every field with its type and autocomplete', () => {
    renderWithProviders(<RevocationPage />, ROUTE);

    expect(screen.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeInTheDocument();
    expect(screen.getByText(/10 días corridos/)).toHaveTextContent(/No tiene costo y no tenés que explicar el motivo/);
    const attributes = Object.keys(TYPED).map((label) => {
      const input = screen.getByLabelText(label);
      return [label, input.getAttribute('name'), input.getAttribute('type'), input.getAttribute('autocomplete')];
    });
    expect(attributes).toEqual([
      ['Nombre y apellido', 'nombre', 'text', 'name'],
      ['DNI', 'dni', 'text', 'off'],
      ['Email o teléfono', 'contacto', 'text', 'email'],
      ['Qué compraste', 'producto', 'text', 'off'],
      ['Cuándo lo compraste', 'fecha', 'date', 'off'],
    ]);
    expect(screen.getByLabelText('Cuándo lo compraste')).toHaveAttribute('max', shopDay());
    expect(screen.getByRole('form', { name: 'Tu solicitud' })).toHaveAttribute('method', 'post');
  });

  it('sends the cleaned request and shows its code at once, with the WhatsApp link carrying it', async () => {
    const bodies = apiRequests(accepted);
    const { user } = renderWithProviders(<RevocationPage />, ROUTE);

    await fill(user);

    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Recibimos tu solicitud. Tu código es ARR-7KQ2ZD.');
    expect(bodies).toEqual([SENT]);
    expect(chatMessage(within(receipt).getByRole('link', { name: /WhatsApp/ }))).toBe(
      [
        'Hola! Quiero arrepentirme de una compra (Botón de arrepentimiento).',
        'Código de solicitud: ARR-7KQ2ZD',
        ...MESSAGE_LINES,
      ].join('\n'),
    );
  });

  it('explains each invalid field beside it, before calling the API, and keeps what was typed', async () => {
    const bodies = apiRequests(accepted);
    const { user } = renderWithProviders(<RevocationPage />, ROUTE);

    await fill(user, { 'Nombre y apellido': 'Ana', DNI: '123', 'Email o teléfono': '5555' });

    const dni = screen.getByLabelText('DNI');
    expect(dni).toHaveAttribute('aria-invalid', 'true');
    expect(dni).toHaveAccessibleDescription('Ingresá 7 a 9 dígitos El DNI debe tener 7 a 9 dígitos.');
    expect(dni).toHaveValue('123');
    expect(screen.getByLabelText('Email o teléfono')).toHaveAccessibleDescription(
      /Ingresá un email válido o un teléfono con al menos 8 dígitos\./,
    );
    expect(screen.getByLabelText('Email o teléfono')).toHaveValue('5555');
    expect(screen.getByLabelText('Qué compraste')).toHaveAccessibleDescription('Contanos qué compraste.');
    expect(screen.getByLabelText('Cuándo lo compraste')).toHaveAccessibleDescription(
      'Indicá cuándo hiciste la compra.',
    );
    expect(screen.getByLabelText('Nombre y apellido')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nombre y apellido')).toHaveValue('Ana');
    expect(bodies).toEqual([]);
  });

  it("shows the API's refusal of a field beside it, the typed text kept", async () => {
    apiRequests(() =>
      HttpResponse.json({ error: 'La fecha de compra no puede ser posterior a hoy.', campo: 'fecha' }, { status: 400 }),
    );
    const { user } = renderWithProviders(<RevocationPage />, ROUTE);

    await fill(user);

    expect(await screen.findByText('La fecha de compra no puede ser posterior a hoy.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cuándo lo compraste')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Qué compraste')).toHaveValue('Casco Vento talle M');
  });

  it('when the API cannot be reached, says so and offers WhatsApp with the typed data, the form kept', async () => {
    apiRequests(() => HttpResponse.error());
    const { user } = renderWithProviders(<RevocationPage />, ROUTE);

    await fill(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVOCATION_UNREACHABLE);
    expect(chatMessage(within(alert).getByRole('link', { name: /Enviar por WhatsApp/ }))).toBe(
      ['Hola! Quiero arrepentirme de una compra (Botón de arrepentimiento).', ...MESSAGE_LINES].join('\n'),
    );
    expect(screen.getByLabelText('Nombre y apellido')).toHaveValue(TYPED['Nombre y apellido']);
    expect(screen.getByLabelText('DNI')).toHaveValue('30.123.456');
  });

  it("shows the API's limit message with the WhatsApp link too", async () => {
    const limit =
      'Recibimos muchas solicitudes desde esta dirección. Probá de nuevo más tarde o escribinos por WhatsApp.';
    apiRequests(() => HttpResponse.json({ error: limit }, { status: 429 }));
    const { user } = renderWithProviders(<RevocationPage />, ROUTE);

    await fill(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(within(alert).getByRole('link', { name: /Enviar por WhatsApp/ })).toBeInTheDocument();
  });

  it('sends what was typed before hydration', async () => {
    const bodies = apiRequests(accepted);
    const { user, hydrationErrors } = await hydrateWithProviders(
      <RevocationPage />,
      async (visitor) => {
        for (const [label, value] of Object.entries(TYPED)) await visitor.type(screen.getByLabelText(label), value);
      },
      ROUTE,
    );

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tu código es ARR-7KQ2ZD.');
    expect(bodies).toEqual([SENT]);
    expect(hydrationErrors).toEqual([]);
  });

  it("hydrates the server's answers to a post without JavaScript: the code, or the typed data with the messages", async () => {
    const { hydrationErrors } = await hydrateWithProviders(
      <PostedFormProvider
        form={{ values: { ...SENT, dni: '12' }, problems: { dni: 'El DNI debe tener 7 a 9 dígitos.' } }}
      >
        <RevocationPage />
      </PostedFormProvider>,
      async () => undefined,
      ROUTE,
    );
    expect(screen.getByLabelText('DNI')).toHaveValue('12');
    expect(screen.getByLabelText('DNI')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Qué compraste')).toHaveValue('Casco Vento talle M');
    expect(hydrationErrors).toEqual([]);
  });

  it('shows the code the server obtained for a post without JavaScript', () => {
    renderWithProviders(
      <PostedFormProvider form={{ values: SENT, answer: { codigo: 'ARR-7KQ2ZD' } }}>
        <RevocationPage />
      </PostedFormProvider>,
      ROUTE,
    );
    const receipt = screen.getByRole('status');
    expect(receipt).toHaveTextContent('Recibimos tu solicitud. Tu código es ARR-7KQ2ZD.');
    expect(chatMessage(within(receipt).getByRole('link', { name: /WhatsApp/ }))).toContain('ARR-7KQ2ZD');
  });
});

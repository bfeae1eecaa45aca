import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionEndedElsewhere, sessionStarted } from '@shop/shared/session';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION, heldUpload, pngFile, uploadHandler } from '../../test/admin-test-api';

const BIKE = {
  id: 12,
  nombre: 'Venzo Raptor',
  categoria: 'mtb',
  marca: 'Venzo',
  modelo: 'Raptor',
  origen_pais: 'Argentina',
  precio: 950000,
  visible: true,
  destacado: false,
  color1: '#000000',
  cuadro: 'Aluminio',
};

function serveBike(record: Record<string, unknown> = BIKE, etag = '"7"') {
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => HttpResponse.json(record, { headers: { ETag: etag } })),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
  );
}

/** Every PUT of the bicycle: its If-Match and body; `answer` decides each reply. */
function recordPuts(answer: (attempt: number) => Response) {
  const puts: { ifMatch: string | null; body: unknown }[] = [];
  server.use(
    http.put(apiUrl('/api/bicicletas/:id'), async ({ request }) => {
      puts.push({ ifMatch: request.headers.get('If-Match'), body: await request.json() });
      return answer(puts.length);
    }),
  );
  return puts;
}

const saved = () => HttpResponse.json(BIKE, { headers: { ETag: '"8"' } });

function renderAdmin(route = '/admin/bicicletas/12-venzo-raptor/editar') {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route,
    path: '/admin/*',
    routes: [{ path: '/login', element: <h1>Ingresar</h1> }],
    preloadedState: ADMIN_SESSION,
  });
}

const nameField = () => screen.findByRole('textbox', { name: 'Nombre' });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the bicycle form keeps the owner’s work', () => {
  it('⌘+S saves with the loaded version as If-Match', async () => {
    serveBike();
    const puts = recordPuts(saved);
    const { user } = renderAdmin();
    await user.type(await nameField(), ' 2');

    await user.keyboard('{Meta>}s{/Meta}');

    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta actualizada con éxito!');
    expect(puts).toEqual([{ ifMatch: '"7"', body: expect.objectContaining({ nombre: 'Venzo Raptor 2' }) }]);
  });

  it('a 412 says the bicycle changed elsewhere, lists the differing fields by label and reloads it', async () => {
    serveBike();
    recordPuts(() =>
      HttpResponse.json({ error: 'Este producto cambió en otra pestaña o por otro usuario.' }, { status: 412 }),
    );
    const { user } = renderAdmin();
    await user.type(await nameField(), ' B');
    serveBike({ ...BIKE, color1: '#ef4444', cuadro: 'Carbono' }, '"8"');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Este producto cambió en otra pestaña o por otro usuario',
    });
    const differing = await within(dialog).findByRole('list');
    expect(
      within(differing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nombre', 'Cuadro', 'Color 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Recargar' }));

    expect(await screen.findByDisplayValue('Carbono')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Venzo Raptor');
  });

  it('a 401 on save opens the sign-in dialog over the form and saves what was typed after signing in', async () => {
    serveBike();
    const puts = recordPuts((attempt) =>
      attempt === 1 ? HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 }) : saved(),
    );
    server.use(
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ token: 'nuevo', usuario: ADMIN_SESSION.session.user }),
      ),
    );
    const { user } = renderAdmin();
    await user.clear(await nameField());
    await user.type(await nameField(), 'Texto que no se pierde');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('dialog', { name: /Tu sesión expiró/ });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Texto que no se pierde');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'admin1234');
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta actualizada con éxito!');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toMatchObject({ nombre: 'Texto que no se pierde' });
  });

  it('keeps a local draft and offers it back when the form opens again', async () => {
    serveBike();
    const first = renderAdmin();
    await first.user.type(await screen.findByRole('textbox', { name: 'Cuadro' }), ' 6061');
    first.unmount();

    const { user } = renderAdmin();
    const offer = await screen.findByRole('region', { name: 'Borrador sin guardar' });
    // One stop after the time: a 24-hour clock, not es-AR's '4:53 p. m.' and then the sentence's own.
    expect(offer).toHaveTextContent(/Tenés un borrador sin guardar del \d\d\/\d\d\/\d\d, \d\d:\d\d\.Recuperar/);
    await user.click(within(offer).getByRole('button', { name: 'Recuperar borrador' }));

    expect(screen.getByRole('textbox', { name: 'Cuadro' })).toHaveValue('Aluminio 6061');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('recovers a draft kept before a field existed, with that field as the bicycle has it', async () => {
    serveBike({ ...BIKE, descuento_efectivo: 12 });
    const puts = recordPuts(saved);
    const first = renderAdmin();
    await first.user.type(await screen.findByRole('textbox', { name: 'Cuadro' }), ' 6061');
    first.unmount();
    const key = 'borrador:bicicletas:12';
    const draft = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { values: Record<string, unknown> };
    delete draft.values.descuento_efectivo;
    window.localStorage.setItem(key, JSON.stringify(draft));

    const { user } = renderAdmin();
    const offer = await screen.findByRole('region', { name: 'Borrador sin guardar' });
    await user.click(within(offer).getByRole('button', { name: 'Recuperar borrador' }));
    expect(screen.getByRole('textbox', { name: 'Descuento en efectivo o transferencia (%)' })).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta actualizada con éxito!');
    expect(puts[0]?.body).toMatchObject({ cuadro: 'Aluminio 6061', descuento_efectivo: 12 });
  });

  it('puts back by itself what was typed when a sign-out in another tab ended the session, once signed in again', async () => {
    serveBike();
    const { user, store, router } = renderAdmin();
    await user.type(await screen.findByRole('textbox', { name: 'Cuadro' }), ' 6061');

    act(() => {
      window.localStorage.removeItem('token');
      store.dispatch(sessionEndedElsewhere());
    });
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    const next = new URLSearchParams(router.state.location.search).get('next') ?? '';
    act(() => {
      store.dispatch(sessionStarted({ token: 'nuevo', usuario: ADMIN_SESSION.session.user }));
    });
    await act(() => router.navigate(next));

    expect(await screen.findByRole('textbox', { name: 'Cuadro' })).toHaveValue('Aluminio 6061');
    expect(screen.queryByRole('region', { name: 'Borrador sin guardar' })).not.toBeInTheDocument();
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('puts back a draft kept before a field existed, after signing in again, with that field as the bicycle has it', async () => {
    serveBike({ ...BIKE, descuento_efectivo: 12 });
    const { user, store, router } = renderAdmin();
    await user.type(await screen.findByRole('textbox', { name: 'Cuadro' }), ' 6061');
    act(() => {
      window.localStorage.removeItem('token');
      store.dispatch(sessionEndedElsewhere());
    });
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    const key = 'borrador:bicicletas:12';
    const draft = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { values: Record<string, unknown> };
    delete draft.values.descuento_efectivo;
    window.localStorage.setItem(key, JSON.stringify(draft));
    const next = new URLSearchParams(router.state.location.search).get('next') ?? '';
    act(() => {
      store.dispatch(sessionStarted({ token: 'nuevo', usuario: ADMIN_SESSION.session.user }));
    });
    await act(() => router.navigate(next));

    expect(await screen.findByRole('textbox', { name: 'Cuadro' })).toHaveValue('Aluminio 6061');
    expect(screen.getByRole('textbox', { name: 'Descuento en efectivo o transferencia (%)' })).toHaveValue('12');
  });

  it.each([
    ['marca', 'Marca'],
    ['modelo', 'Modelo'],
    ['origen_pais', 'País de origen'],
    ['detalle', 'Detalle'],
    ['cuadro', 'Cuadro'],
    ['color1', 'Color 1'],
  ])("puts a refusal of %s (its campo) beside the field with its label '%s', and focuses it", async (column, label) => {
    serveBike();
    recordPuts(() => HttpResponse.json({ error: 'El servidor no aceptó este valor.', campo: column }, { status: 400 }));
    const { user } = renderAdmin();
    await user.type(await nameField(), '!');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const message = `${label}: El servidor no aceptó este valor.`;
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent(`No se pudo actualizar la bicicleta: ${message}`);
  });

  it('places a refusal by its campo only: a message that merely mentions a field stays in the toast', async () => {
    serveBike();
    recordPuts(() => HttpResponse.json({ error: 'Datos inválidos en el cuerpo (cuadro).' }, { status: 400 }));
    const { user } = renderAdmin();
    await user.type(await nameField(), '!');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar la bicicleta: Datos inválidos en el cuerpo (cuadro).',
    );
    expect(screen.getByLabelText('Cuadro')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("moves focus to 'Esperá a que terminen…' while an image is still uploading", async () => {
    const upload = heldUpload({ url: '/uploads/a.webp', width: 800, height: 600 });
    server.use(upload.handler);
    const { user } = renderAdmin('/admin/bicicletas/nueva');
    await user.type(await nameField(), 'Nueva');
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());

    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Esperá a que terminen de subirse las imágenes.');
    expect(warning).toHaveFocus();
    upload.finish();
    expect(await screen.findByText('Imagen subida ✔')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the version a create answers as If-Match on its images and on a second Guardar', async () => {
    const headers: string[] = [];
    server.use(
      uploadHandler(),
      http.post(apiUrl('/api/bicicletas'), () =>
        HttpResponse.json({ ...BIKE, id: 41 }, { status: 201, headers: { ETag: '"1"' } }),
      ),
      http.post(apiUrl('/api/bicicletas/41/imagenes'), async ({ request }) => {
        headers.push(`POST imagen ${request.headers.get('If-Match')}`);
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { ...body, id: 90 + headers.length },
          { status: 201, headers: { ETag: `"${1 + headers.length}"` } },
        );
      }),
      http.put(apiUrl('/api/bicicletas/41'), ({ request }) => {
        headers.push(`PUT ${request.headers.get('If-Match')}`);
        return HttpResponse.json(BIKE, { headers: { ETag: '"4"' } });
      }),
      http.put(apiUrl('/api/bicicletas/41/imagenes/:imageId'), ({ request }) => {
        headers.push(`PUT imagen ${request.headers.get('If-Match')}`);
        return HttpResponse.json({}, { headers: { ETag: '"5"' } });
      }),
    );
    const { user } = renderAdmin('/admin/bicicletas/nueva');
    await user.type(await nameField(), 'Nueva');
    await user.upload(screen.getByLabelText('Elegir imágenes'), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(screen.getAllByText('Imagen subida ✔')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), ' 29');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    await waitFor(() => expect(headers).toHaveLength(5));
    expect(headers).toEqual(['POST imagen "1"', 'POST imagen "2"', 'PUT "3"', 'PUT imagen "4"', 'PUT imagen "5"']);
  });
});

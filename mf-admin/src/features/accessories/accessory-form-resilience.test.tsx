import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';

const ACCESSORY = {
  id: 3,
  nombre: 'Luz trasera',
  categoria: 'luces',
  marca: 'Sigma',
  modelo: 'Roll',
  precio: 12500,
  visible: true,
  destacado: false,
};

function serveAccessory(record: Record<string, unknown> = ACCESSORY, etag = '"7"') {
  server.use(
    http.get(apiUrl('/api/accesorios/3'), () => HttpResponse.json(record, { headers: { ETag: etag } })),
    http.get(apiUrl('/api/accesorios/3/imagenes'), () => HttpResponse.json([])),
  );
}

function renderEdit() {
  serveAccessory();
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route: '/admin/accesorios/3/editar',
    path: '/admin/*',
    routes: [{ path: '/login', element: <h1>Ingresar</h1> }],
    preloadedState: ADMIN_SESSION,
  });
}

const nameField = () => screen.findByRole('textbox', { name: /Nombre/ });
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the accessory form keeps the owner’s work', () => {
  it('sends the loaded version as If-Match and the next save sends the new one', async () => {
    const calls = recordCalls();
    const ifMatch: (string | null)[] = [];
    const { user } = renderEdit();
    server.use(
      http.put(apiUrl('/api/accesorios/3'), ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        return HttpResponse.json(ACCESSORY, { headers: { ETag: `"${8 + ifMatch.length - 1}"` } });
      }),
    );
    await user.type(await nameField(), ' LED');

    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Accesorio actualizado con éxito');
    await user.type(await nameField(), '!');
    await user.click(saveButton());

    await screen.findByText('Sin cambios');
    expect(ifMatch).toEqual(['"7"', '"8"']);
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('a 412 says the product changed elsewhere, shows which fields differ and reloads it', async () => {
    const { user } = renderEdit();
    server.use(
      http.put(apiUrl('/api/accesorios/3'), () =>
        HttpResponse.json({ error: 'Este producto cambió en otra pestaña o por otro usuario.' }, { status: 412 }),
      ),
    );
    await user.clear(await nameField());
    await user.type(await nameField(), 'Luz de la pestaña B');
    serveAccessory({ ...ACCESSORY, modelo: 'Roll 2' }, '"8"');

    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', {
      name: 'Este producto cambió en otra pestaña o por otro usuario',
    });
    const differing = await within(dialog).findByRole('list');
    expect(
      within(differing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nombre', 'Modelo']);
    await user.click(within(dialog).getByRole('button', { name: 'Recargar' }));

    expect(await screen.findByDisplayValue('Roll 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Luz trasera');
  });

  it('a 401 on save opens the sign-in dialog over the form and saves what was typed after signing in', async () => {
    const { user, store } = renderEdit();
    const sent: unknown[] = [];
    let refused = false;
    server.use(
      http.put(apiUrl('/api/accesorios/3'), async ({ request }) => {
        sent.push(await request.json());
        if (!refused) {
          refused = true;
          return HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 });
        }
        return HttpResponse.json(ACCESSORY, { headers: { ETag: '"8"' } });
      }),
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ token: 'nuevo', usuario: ADMIN_SESSION.session.user }),
      ),
    );
    await user.clear(await nameField());
    await user.type(await nameField(), 'Texto que no se pierde');

    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Tu sesión expiró. Iniciá sesión nuevamente.' });
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Texto que no se pierde');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'admin1234');
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Accesorio actualizado con éxito');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ nombre: 'Texto que no se pierde' });
    expect(store.getState().session.token).toBe('nuevo');
  });

  it("puts a server refusal beside the field it names, with the field's label, and focuses it", async () => {
    const { user } = renderEdit();
    server.use(
      http.put(apiUrl('/api/accesorios/3'), () =>
        HttpResponse.json({ error: 'Datos inválidos en el cuerpo (precio).', campo: 'precio' }, { status: 400 }),
      ),
    );
    await user.type(await nameField(), '!');

    await user.click(saveButton());

    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    expect(await screen.findByText('Precio ($): Datos inválidos en el cuerpo (precio).')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar el accesorio: Precio ($): Datos inválidos en el cuerpo (precio).',
    );
  });

  it('the save bar shows unsaved changes, Descartar puts back what is stored, Ctrl+S saves', async () => {
    const ifMatch: (string | null)[] = [];
    const { user } = renderEdit();
    server.use(
      http.put(apiUrl('/api/accesorios/3'), ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        return HttpResponse.json(ACCESSORY, { headers: { ETag: '"8"' } });
      }),
    );
    expect(await screen.findByText('Sin cambios')).toBeInTheDocument();
    await user.type(await nameField(), ' usada');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Luz trasera');
    expect(screen.getByText('Sin cambios')).toBeInTheDocument();

    await user.type(await nameField(), ' nueva');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('status')).toHaveTextContent('Accesorio actualizado con éxito');
    expect(ifMatch).toEqual(['"7"']);
  });

  it('a new message replaces the old one', async () => {
    const { user } = renderEdit();
    let fail = false;
    server.use(
      http.put(apiUrl('/api/accesorios/3'), () =>
        fail
          ? HttpResponse.json({ error: 'Error interno del servidor.' }, { status: 500 })
          : HttpResponse.json(ACCESSORY, { headers: { ETag: '"8"' } }),
      ),
    );
    await user.type(await nameField(), '!');
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Accesorio actualizado con éxito');

    fail = true;
    await user.type(await nameField(), '?');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo actualizar el accesorio');
    expect(screen.queryByText('Accesorio actualizado con éxito')).not.toBeInTheDocument();
  });

  it('keeps a local draft and offers it back when the form opens again', async () => {
    const first = renderEdit();
    await first.user.type(await nameField(), ' a medio cargar');
    first.unmount();

    const { user } = renderEdit();
    const offer = await screen.findByRole('region', { name: 'Borrador sin guardar' });
    await user.click(within(offer).getByRole('button', { name: 'Recuperar borrador' }));

    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Luz trasera a medio cargar');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, pngFile, recordCalls, writes } from '../../test/admin-test-api';
import { EditAccessoryPage } from './edit-accessory-page';

const ACCESSORY = {
  id: 3,
  nombre: 'Luz trasera',
  categoria: 'faroles',
  marca: 'Sigma',
  modelo: null,
  material: 'Plástico',
  precio: 12500,
  descuento_efectivo: 5,
  peso_g: 80,
  dim_largo_mm: null,
  visible: true,
  destacado: false,
};

function renderEdit(images: unknown[] = [], accessory: object = ACCESSORY) {
  server.use(
    http.get(apiUrl('/api/accesorios/3'), () => HttpResponse.json(accessory)),
    http.get(apiUrl('/api/accesorios/3/imagenes'), () => HttpResponse.json(images)),
  );
  return renderWithProviders(<EditAccessoryPage />, {
    route: '/admin/accesorios/3/editar',
    path: '/admin/accesorios/:idSlug/editar',
    routes: [{ path: '/admin', element: <h1>Panel</h1> }],
    preloadedState: ADMIN_SESSION,
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('EditAccessoryPage', () => {
  it('loads the accessory; an unknown category falls back to the first one', async () => {
    renderEdit();

    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('Luz trasera');
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('INFLADORES');
    expect(screen.getByRole('textbox', { name: 'Precio ($)' })).toHaveValue('12500');
    expect(screen.getByRole('textbox', { name: 'Descuento en efectivo o transferencia (%)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Material' })).toHaveValue('Plástico');
  });

  it('shows stored decimals as they are typed, and refuses the cents of an old price instead of multiplying it', async () => {
    const calls = recordCalls();
    const image = { id: 5, url: '/uploads/a.webp', alt_text: 'Luz de frente', orden: 1, es_principal: true };
    const { user } = renderEdit([image], { ...ACCESSORY, precio: 1234567.5, dim_largo_mm: 12.5 });
    const price = await screen.findByRole('textbox', { name: 'Precio ($)' });
    expect(price).toHaveValue('1234567,5');
    expect(screen.getByRole('textbox', { name: 'Largo (mm)' })).toHaveValue('12,5');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(price).toHaveAccessibleDescription('Ingresá el precio en pesos, sin centavos (o dejalo vacío).');
    expect(writes(calls)).toEqual([]);

    await user.clear(price);
    await user.type(price, '1.234.568');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Accesorio actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ precio: 1234568, dim_largo_mm: 12.5 });
  });

  it('says so when the address carries no id', () => {
    renderWithProviders(<EditAccessoryPage />, {
      route: '/admin/accesorios/editar-luz/editar',
      path: '/admin/accesorios/:idSlug/editar',
      preloadedState: ADMIN_SESSION,
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Falta el ID del accesorio en la URL.');
  });

  it('says why the accessory could not be loaded', async () => {
    server.use(
      http.get(apiUrl('/api/accesorios/3'), () =>
        HttpResponse.json({ error: 'Accesorio no encontrado' }, { status: 404 }),
      ),
      http.get(apiUrl('/api/accesorios/3/imagenes'), () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<EditAccessoryPage />, {
      route: '/admin/accesorios/3-luz/editar',
      path: '/admin/accesorios/:idSlug/editar',
      routes: [{ path: '/admin/accesorios/editar', element: <h1>Lista de accesorios</h1> }],
      preloadedState: ADMIN_SESSION,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el accesorio: Accesorio no encontrado',
    );
    await user.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(screen.getByRole('heading', { name: 'Lista de accesorios' })).toBeInTheDocument();
  });

  it('gives an example of an accessory photo in the alt-text hint', async () => {
    renderEdit([{ id: 5, url: '/uploads/a.webp', alt_text: '', orden: 1, es_principal: true }]);

    const alt = await screen.findByRole('textbox', { name: 'Texto alternativo' });
    expect(alt).toHaveAccessibleDescription(/«Casco negro visto de costado»/);
    expect(alt).not.toHaveAccessibleDescription(/Bicicleta/);
  });

  it('updates the accessory and adds a new image', async () => {
    const calls = recordCalls();
    const { user } = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: /Nombre/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Luz trasera USB');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'LUCES');
    await user.clear(screen.getByRole('textbox', { name: 'Descuento en efectivo o transferencia (%)' }));
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());
    await screen.findByText('Imagen subida ✔');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Accesorio actualizado con éxito')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute(
      'href',
      '/accesorio/3-luz-trasera-usb',
    );
    expect(writes(calls)).toEqual(['POST /api/upload', 'PUT /api/accesorios/3', 'POST /api/accesorios/3/imagenes']);
    expect(calls.find((call) => call.path === '/api/accesorios/3' && call.method === 'PUT')?.body).toMatchObject({
      nombre: 'Luz trasera USB',
      categoria: 'luces',
      precio: 12500,
      descuento_efectivo: null,
      precio_oferta: null,
      oferta_desde: null,
      oferta_hasta: null,
      peso_g: 80,
      dim_largo_mm: null,
    });
  });

  it('does not create the new image twice when saved again', async () => {
    const calls = recordCalls();
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());
    await screen.findByText('Imagen subida ✔');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Accesorio actualizado con éxito');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(5));
    const [, , created, update, imageUpdate] = calls.filter((call) => call.method !== 'GET');
    expect(update?.path).toBe('/api/accesorios/3');
    expect(imageUpdate?.method).toBe('PUT');
    expect(created?.method).toBe('POST');
    expect(imageUpdate?.path).toMatch(/^\/api\/accesorios\/3\/imagenes\/\d+$/);
  });

  it('reports a new image that could not be saved', async () => {
    const { user } = renderEdit();
    server.use(
      http.post(apiUrl('/api/accesorios/3/imagenes'), () =>
        HttpResponse.json({ error: 'Cupo lleno' }, { status: 400 }),
      ),
    );
    await screen.findByRole('textbox', { name: /Nombre/ });
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());
    await screen.findByText('Imagen subida ✔');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar una imagen nueva: Cupo lleno');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = renderEdit();
    await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), ' LED');

    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));

    const dialog = screen.getByRole('dialog', { name: 'Tenés cambios sin guardar' });
    expect(screen.getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Luz trasera LED');

    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });

    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
  });
});

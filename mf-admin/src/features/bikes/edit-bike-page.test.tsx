import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import type { CatalogImage } from '../../common/admin-api/catalog-types';
import { ADMIN_SESSION, recordCalls, writes } from '../../test/admin-test-api';
import { EditBikePage } from './edit-bike-page';

const BIKE = {
  id: 12,
  nombre: 'Venzo Raptor',
  categoria: 'mtb',
  marca: 'Venzo',
  modelo: 'Raptor',
  detalle: null,
  origen_pais: 'Argentina',
  visible: false,
  destacado: true,
  color1: '#000000',
  color2: null,
  color3: '#EF4444FF',
  color4: null,
  cuadro: 'Aluminio',
};

const IMAGES: CatalogImage[] = [
  {
    id: 5,
    url: '/uploads/b.webp',
    alt_text: 'Lateral',
    orden: 2,
    es_principal: false,
    mime_type: 'image/webp',
    width: 800,
    height: 600,
    color: null,
  },
  {
    id: 4,
    url: '/uploads/a.webp',
    alt_text: null,
    orden: 1,
    es_principal: true,
    mime_type: null,
    width: null,
    height: null,
    color: null,
  },
  {
    id: 6,
    url: 'https://cdn.example.com/c.jpg',
    alt_text: null,
    orden: 1,
    es_principal: false,
    mime_type: null,
    width: null,
    height: null,
    color: null,
  },
];

function serveBike(images: unknown = IMAGES) {
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => HttpResponse.json(BIKE)),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () =>
      images === null ? HttpResponse.json({ error: 'x' }, { status: 500 }) : HttpResponse.json(images),
    ),
  );
}

function renderEdit(route = '/admin/bicicletas/12-venzo-raptor/editar') {
  return renderWithProviders(<EditBikePage />, {
    route,
    path: '/admin/bicicletas/:idSlug/editar',
    routes: [{ path: '/admin/bicicletas/editar', element: <EditBikePage /> }],
    preloadedState: ADMIN_SESSION,
  });
}

const row = (n: number) => screen.getByRole('group', { name: new RegExp(`^Imagen ${n}\\b`) });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('EditBikePage', () => {
  it('loads the bicycle with the admin token, showing Cargando… meanwhile', async () => {
    const calls = recordCalls();
    serveBike();
    renderEdit();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('Venzo Raptor');
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('MTB');
    expect(screen.getByRole('checkbox', { name: 'Visible en el sitio' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cuadro' })).toHaveValue('Aluminio');
    expect(calls.every((call) => call.authorization === 'Bearer t')).toBe(true);
  });

  it('shows as many colour slots as the highest filled colour', async () => {
    serveBike();
    renderEdit();

    await screen.findByRole('textbox', { name: /Nombre/ });
    expect(screen.getAllByRole('combobox', { name: /^Color/ })).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Color 3' })).toHaveValue('#ef4444');
    expect(screen.getByRole('combobox', { name: 'Color 2' })).toHaveValue('');
  });

  it('orders the stored images by orden, then by id, the principal ticked', async () => {
    serveBike();
    renderEdit();

    await screen.findByRole('textbox', { name: /Nombre/ });
    expect(within(row(1)).getByRole('checkbox', { name: 'Imagen principal' })).toBeChecked();
    expect(within(row(2)).getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/c.jpg');
    expect(within(row(3)).getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue('Lateral');
    expect(screen.getAllByRole('group', { name: /Imagen \d/ })).toHaveLength(3);
  });

  it('takes the id from the query when the address has none', async () => {
    serveBike();
    renderEdit('/admin/bicicletas/editar?id=12');

    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('Venzo Raptor');
  });

  it('says so when the address carries no id', () => {
    renderEdit('/admin/bicicletas/sin-id/editar');

    expect(screen.getByRole('alert')).toHaveTextContent('Falta el ID de la bicicleta en la URL.');
  });

  it('says why the bicycle could not be loaded', async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas/12'), () =>
        HttpResponse.json({ error: 'Bicicleta no encontrada' }, { status: 404 }),
      ),
      http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
    );
    renderEdit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la bicicleta: Bicicleta no encontrada',
    );
  });

  it('treats images that fail to load as none, leaving one blank row', async () => {
    serveBike(null);
    renderEdit();

    await screen.findByRole('textbox', { name: /Nombre/ });
    expect(screen.getAllByRole('group', { name: /Imagen \d/ })).toHaveLength(1);
    expect(within(row(1)).getByRole('button', { name: 'Quitar imagen 1' })).toBeInTheDocument();
  });

  it('updates the bicycle, deletes removed images, updates the rest in their new order', async () => {
    const calls = recordCalls();
    serveBike();
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });

    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    expect(within(row(1)).getByRole('checkbox', { name: 'Imagen principal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bajar imagen 1' }));
    expect(screen.getByRole('button', { name: 'Subir imagen 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('¡Bicicleta actualizada con éxito!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute('href', '/bici/12-venzo-raptor');
    expect(writes(calls)).toEqual([
      'PUT /api/bicicletas/12',
      'DELETE /api/bicicletas/12/imagenes/4',
      'PUT /api/bicicletas/12/imagenes/5',
      'PUT /api/bicicletas/12/imagenes/6',
    ]);
    expect(calls.find((call) => call.method === 'PUT' && call.path.endsWith('/5'))?.body).toEqual({
      url: '/uploads/b.webp',
      alt_text: 'Lateral',
      orden: 1,
      es_principal: false,
      mime_type: 'image/webp',
      width: 800,
      height: 600,
      color: null,
    });
    expect(calls.find((call) => call.method === 'PUT' && call.path.endsWith('/6'))?.body).toMatchObject({
      orden: 2,
      es_principal: true,
    });
  });

  it('keeps one principal: ticking one unticks the others, and the principal cannot be unticked', async () => {
    serveBike();
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });

    await user.click(within(row(3)).getByRole('checkbox', { name: 'Imagen principal' }));

    expect(within(row(3)).getByRole('checkbox', { name: 'Imagen principal' })).toBeChecked();
    expect(within(row(3)).getByRole('checkbox', { name: 'Imagen principal' })).toBeDisabled();
    expect(within(row(1)).getByRole('checkbox', { name: 'Imagen principal' })).not.toBeChecked();
  });

  it('stops at the first failure: a failed image deletion leaves the rest unsent and queued', async () => {
    const calls = recordCalls();
    serveBike();
    server.use(
      http.delete(
        apiUrl('/api/bicicletas/12/imagenes/6'),
        () => HttpResponse.json({ error: 'Imagen no encontrada' }, { status: 404 }),
        { once: true },
      ),
    );
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 2' }));

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo borrar la imagen 6: Imagen no encontrada');
    expect(writes(calls)).toEqual(['PUT /api/bicicletas/12', 'DELETE /api/bicicletas/12/imagenes/6']);

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('¡Bicicleta actualizada con éxito!')).toBeInTheDocument();
    expect(writes(calls).slice(2, 4)).toEqual(['PUT /api/bicicletas/12', 'DELETE /api/bicicletas/12/imagenes/6']);
  });

  it('reports a failed image update', async () => {
    serveBike();
    server.use(
      http.put(
        apiUrl('/api/bicicletas/12/imagenes/:imageId'),
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar una imagen: HTTP 500 Internal Server Error',
    );
  });

  it('reports a failed update of the bicycle', async () => {
    serveBike();
    server.use(
      http.put(apiUrl('/api/bicicletas/12'), () =>
        HttpResponse.json({ error: 'Categoría inválida.' }, { status: 400 }),
      ),
    );
    const { user } = renderEdit();
    await screen.findByRole('textbox', { name: /Nombre/ });

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar la bicicleta: Categoría inválida.',
    );
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, aProductImage, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION } from '../../test/admin-test-api';

const NEGRO = '#000000';
const ROJO = '#ef4444';

const BIKE = {
  id: 12,
  nombre: 'Venzo Raptor',
  categoria: 'mtb',
  visible: true,
  destacado: false,
  color1: NEGRO,
  color2: ROJO,
  talle: 'S, M',
  disponibilidad: [
    { color: ROJO, talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null },
    { color: ROJO, talle: 'M', tienda: 'local-palermo', estado: 'sin_stock', dias: null },
  ],
};

/** The bicycle, one photo, and every write's body by method and path. */
function serveBike() {
  const bodies: { call: string; body: Record<string, unknown> }[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push({ call: `${request.method} ${new URL(request.url).pathname}`, body: await request.clone().json() });
    return HttpResponse.json(BIKE, { headers: { ETag: '"8"' } });
  };
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => HttpResponse.json(BIKE, { headers: { ETag: '"7"' } })),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () =>
      HttpResponse.json([aProductImage(3, { es_principal: true, orden: 1 })]),
    ),
    http.put(apiUrl('/api/bicicletas/12'), record),
    http.put(apiUrl('/api/bicicletas/12/imagenes/3'), async ({ request }) => {
      bodies.push({ call: 'PUT imagen', body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(aProductImage(3), { headers: { ETag: '"9"' } });
    }),
  );
  return bodies;
}

function renderAdmin() {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route: '/admin/bicicletas/12-venzo-raptor/editar',
    path: '/admin/*',
    preloadedState: ADMIN_SESSION,
  });
}

const state = (subject: string) => screen.getByRole('combobox', { name: `Disponibilidad: ${subject}` });
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the bicycle form: availability by colour × talle × store', () => {
  it('shows a grid of talles × colours per store, each control named by its colour, talle and store, and saves what is set', async () => {
    const bodies = serveBike();
    const { user } = renderAdmin();
    const fieldset = within(await screen.findByRole('group', { name: 'Disponibilidad' }));
    expect(fieldset.getAllByRole('table')).toHaveLength(2);
    for (const storeName of ['Casa central', 'Local Palermo']) {
      const grid = within(fieldset.getByRole('table', { name: storeName }));
      expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Negro', 'Rojo']);
      expect(grid.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Talle S', 'Talle M']);
      expect(grid.getAllByRole('combobox')).toHaveLength(4);
    }
    expect(state('Rojo, talle M, Casa central')).toHaveValue('en_stock');
    expect(state('Rojo, talle M, Local Palermo')).toHaveValue('sin_stock');
    expect(state('Negro, talle S, Casa central')).toHaveValue('');

    await user.selectOptions(state('Negro, talle S, Local Palermo'), 'A pedido');
    await user.click(save());
    expect(await screen.findByText(/Indicá en cuántos días llega/)).toBeInTheDocument();
    const days = screen.getByRole('spinbutton', { name: 'Días de demora: Negro, talle S, Local Palermo' });
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(days, '12');
    await user.selectOptions(state('Rojo, talle S, Casa central'), 'Sin stock');
    await user.click(save());
    await waitFor(() => expect(bodies.map((entry) => entry.call)).toContain('PUT /api/bicicletas/12'));
    expect(bodies[0]?.body.disponibilidad).toEqual([
      { color: ROJO, talle: 'S', tienda: 'casa-central', estado: 'sin_stock', dias: null },
      { color: ROJO, talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null },
      { color: NEGRO, talle: 'S', tienda: 'local-palermo', estado: 'a_pedido', dias: 12 },
      { color: ROJO, talle: 'M', tienda: 'local-palermo', estado: 'sin_stock', dias: null },
    ]);
  });

  it('follows the colours and talles typed, and keeps the grid in the draft', async () => {
    serveBike();
    const first = renderAdmin();
    await screen.findByRole('group', { name: 'Disponibilidad' });
    await first.user.selectOptions(state('Negro, talle M, Local Palermo'), 'Pocas unidades');
    const talle = screen.getByRole('textbox', { name: 'Talle' });
    await first.user.type(talle, ', L');
    expect(state('Rojo, talle L, Casa central')).toHaveValue('');
    first.unmount();

    const { user } = renderAdmin();
    const offer = await screen.findByRole('region', { name: 'Borrador sin guardar' });
    await user.click(within(offer).getByRole('button', { name: 'Recuperar borrador' }));
    expect(state('Negro, talle M, Local Palermo')).toHaveValue('pocas_unidades');
    expect(state('Rojo, talle L, Local Palermo')).toBeInTheDocument();
  });

  it("tags a photo with one of the bicycle's colours", async () => {
    const bodies = serveBike();
    const { user } = renderAdmin();
    const photo = within(await screen.findByRole('group', { name: /^Imagen 1\b/ }));
    const colour = photo.getByRole('combobox', { name: /Foto del color/ });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los colores', 'Negro', 'Rojo']);
    await user.selectOptions(colour, 'Rojo');
    await user.click(save());
    await waitFor(() => expect(bodies.map((entry) => entry.call)).toContain('PUT imagen'));
    expect(bodies.find((entry) => entry.call === 'PUT imagen')?.body).toMatchObject({ color: ROJO });
  });
});

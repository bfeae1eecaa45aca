import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION } from '../../test/admin-test-api';

const ACCESSORY = {
  id: 7,
  nombre: 'Casco urbano',
  categoria: 'cascos',
  visible: true,
  destacado: false,
  disponibilidad: { estado: 'pocas_unidades', dias: null },
};

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the accessory form: availability', () => {
  it('has one control, loaded from the record, and saves the state with its days', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(apiUrl('/api/accesorios/7'), () => HttpResponse.json(ACCESSORY, { headers: { ETag: '"1"' } })),
      http.get(apiUrl('/api/accesorios/7/imagenes'), () => HttpResponse.json([])),
      http.put(apiUrl('/api/accesorios/7'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(ACCESSORY, { headers: { ETag: '"2"' } });
      }),
    );
    window.localStorage.setItem('token', 't');
    const { user } = renderWithProviders(<AdminRoutes />, {
      route: '/admin/accesorios/7-casco-urbano/editar',
      path: '/admin/*',
      preloadedState: ADMIN_SESSION,
    });
    const control = await screen.findByRole('combobox', { name: 'Disponibilidad: el accesorio' });
    expect(control).toHaveValue('pocas_unidades');

    await user.selectOptions(control, 'A pedido');
    await user.type(screen.getByRole('spinbutton', { name: 'Días de demora: el accesorio' }), '7');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ disponibilidad: { estado: 'a_pedido', dias: 7 } });
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION } from '../../test/admin-test-api';

const ACCESSORY = { id: 3, nombre: 'Luz trasera', categoria: 'luces', material: 'Plástico', precio: 12500 };

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the accessory form names the field the server refused', () => {
  it.each([
    ['material', 'Material'],
    ['dim_largo_mm', 'Largo (mm)'],
  ])("puts a refusal of %s (its campo) beside '%s', focused, with the label in the toast", async (column, label) => {
    server.use(
      http.get(apiUrl('/api/accesorios/3'), () => HttpResponse.json(ACCESSORY, { headers: { ETag: '"1"' } })),
      http.get(apiUrl('/api/accesorios/3/imagenes'), () => HttpResponse.json([])),
      http.put(apiUrl('/api/accesorios/3'), () =>
        HttpResponse.json({ error: 'Tiene que ser un número entero.', campo: column }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<AdminRoutes />, {
      route: '/admin/accesorios/3/editar',
      path: '/admin/*',
      preloadedState: ADMIN_SESSION,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), '!');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(`${label}: Tiene que ser un número entero.`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `No se pudo actualizar el accesorio: ${label}: Tiene que ser un número entero.`,
    );
  });
});

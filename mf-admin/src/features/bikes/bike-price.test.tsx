import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shop/shared/test';
import { ADMIN_SESSION, recordCalls, writes } from '../../test/admin-test-api';
import { AddBikePage } from './add-bike-page';

function renderAddBike() {
  return renderWithProviders(<AddBikePage />, {
    route: '/admin/bicicletas/nueva',
    path: '/admin/bicicletas/nueva',
    preloadedState: ADMIN_SESSION,
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the bicycle price in the admin form', () => {
  it('sends the price in whole pesos, however it is typed', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '$ 1.250.000');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    const create = calls.find((call) => call.path === '/api/bicicletas');
    expect(create?.body).toMatchObject({ nombre: 'Trail', precio: 1250000 });
  });

  it('sends no price when the field is empty, and refuses cents or words, tied to the field', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    await user.type(price, '1250,50');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    expect(price).toHaveAccessibleDescription('Ingresá el precio en pesos, sin centavos (o dejalo vacío).');
    expect(writes(calls)).toEqual([]);

    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({ precio: null });
  });

  it('refuses 9.80, which could be 980 or 9,80, beside the field instead of sending 980', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    await user.type(price, '9.80');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    expect(price).toHaveAccessibleDescription(/^No se entiende el número «9\.80»\./);
    expect(writes(calls)).toEqual([]);
  });

  it("stops at the API's highest price, with the highest in the message", async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    await user.type(price, '2.000.000.001');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));

    expect(price).toHaveAccessibleDescription('El precio no puede superar $ 2.000.000.000.');
    expect(writes(calls)).toEqual([]);

    await user.clear(price);
    await user.type(price, '2.000.000.000');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({ precio: 2_000_000_000 });
  });

  it("sends the bicycle's own cash or transfer discount, empty for the site's, and refuses what it cannot take", async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    const discount = screen.getByRole('textbox', { name: 'Descuento en efectivo o transferencia (%)' });
    expect(discount).toHaveAccessibleDescription(
      'Vacío: el del sitio (10 %). 0: sin precio en efectivo o transferencia.',
    );
    for (const typed of ['7,5', '91', 'diez']) {
      await user.clear(discount);
      await user.type(discount, typed);
      await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
      expect(discount).toHaveAccessibleDescription(
        expect.stringContaining('Ingresá un porcentaje entero de 0 a 90 (o dejalo vacío).'),
      );
    }
    expect(writes(calls)).toEqual([]);

    await user.clear(discount);
    await user.type(discount, '15 %');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({ descuento_efectivo: 15 });
  });

  it("leaves the discount empty for the site's", async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({ descuento_efectivo: null });
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
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

const save = () => screen.getByRole('button', { name: 'Guardar bicicleta' });
const pickDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } });

describe('the sale in the admin form', () => {
  it('refuses a sale price not below the price and a last day before the first, each beside its field', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '100.000');
    const salePrice = screen.getByRole('textbox', { name: 'Precio de oferta ($)' });
    expect(salePrice).toHaveAccessibleDescription('Menor que el precio; vacío: sin oferta.');
    await user.type(salePrice, '100.000');
    await user.click(save());
    expect(salePrice).toHaveAccessibleDescription(
      expect.stringContaining('El precio de oferta tiene que ser menor que el precio.'),
    );

    await user.clear(salePrice);
    await user.type(salePrice, '85.000');
    pickDay('Oferta desde', '2026-12-10');
    pickDay('Oferta hasta', '2026-12-01');
    await user.click(save());
    expect(screen.getByLabelText('Oferta hasta')).toHaveAccessibleDescription(
      expect.stringContaining('La oferta no puede terminar antes de empezar.'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('sends the sale price in whole pesos and its days, empty ones as null', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Trail');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '620.000');
    await user.type(screen.getByRole('textbox', { name: 'Precio de oferta ($)' }), '$ 527.000');
    pickDay('Oferta hasta', '2026-12-15');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({
      precio: 620000,
      precio_oferta: 527000,
      oferta_desde: null,
      oferta_hasta: '2026-12-15',
    });
  });
});

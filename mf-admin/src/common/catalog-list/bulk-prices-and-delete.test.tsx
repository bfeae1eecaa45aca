import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { BikeListPage } from '../../features/bikes/bike-list-page';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';

function bike(id: number, precio: number | null, version = 3) {
  return {
    id,
    nombre: `Bici ${id}`,
    marca: 'Venzo',
    modelo: null,
    categoria: 'mtb',
    imagen_principal: null,
    precio,
    visible: true,
    destacado: false,
    version,
    updated_at: '2026-11-20T15:00:00Z',
  };
}

const BIKES = [bike(1, 123_456, 4), bike(2, 50_000, 7), bike(3, null, 2)];

function renderList() {
  server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items: BIKES, total: BIKES.length })));
  return renderWithProviders(<BikeListPage />, {
    route: '/admin/bicicletas/editar',
    path: '/admin/bicicletas/editar',
    preloadedState: ADMIN_SESSION,
  });
}

async function selectAllAndPress(user: ReturnType<typeof renderList>['user'], action: string) {
  await screen.findByRole('row', { name: 'Bici 1' });
  await user.click(screen.getByRole('checkbox', { name: 'Seleccionar los que se ven' }));
  const bar = within(screen.getByRole('region', { name: 'Acciones con la selección' }));
  await user.click(bar.getByRole('button', { name: action }));
}

const previewPrices = () =>
  within(screen.getByRole('table', { name: 'Vista previa de precios' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('bulk price change on the selected rows', () => {
  it('previews old and new prices, applies them in one call with each row’s version, and undoes it', async () => {
    const calls = recordCalls();
    server.use(
      http.post(apiUrl('/api/bicicletas/precios'), () =>
        HttpResponse.json({
          items: [
            { id: 1, nombre: 'Bici 1', precio_anterior: 123_456, precio: 135_800, version: 5 },
            { id: 2, nombre: 'Bici 2', precio_anterior: 50_000, precio: 55_000, version: 8 },
            { id: 3, nombre: 'Bici 3', precio_anterior: null, precio: null, version: 2 },
          ],
        }),
      ),
      http.post(apiUrl('/api/bicicletas/precios/deshacer'), () => HttpResponse.json({ items: [] })),
    );
    const { user } = renderList();
    await selectAllAndPress(user, 'Cambiar precios');
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 3 productos' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Valor' }), '10');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Redondeo' }), 'A $ 100');
    expect(previewPrices()).toEqual([
      'Bici 1$ 123.456$ 135.800',
      'Bici 2$ 50.000$ 55.000',
      'Bici 3Consultá precioSin cambio',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Precios actualizados: 3 · Deshacer/));
    expect(calls.find((call) => call.path === '/api/bicicletas/precios')?.body).toEqual({
      items: [
        { id: 1, version: 4 },
        { id: 2, version: 7 },
        { id: 3, version: 2 },
      ],
      cambio: { tipo: 'porcentaje', valor: 10, redondeo: 100 },
    });
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('Precios restaurados')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/bicicletas/precios/deshacer')?.body).toEqual({
      items: [
        { id: 1, version: 5, precio: 123_456 },
        { id: 2, version: 8, precio: 50_000 },
        { id: 3, version: 2, precio: null },
      ],
    });
  });

  it('lowers by an amount and says in the preview when a price would go below $ 0, applying nothing', async () => {
    const calls = recordCalls();
    const { user } = renderList();
    await selectAllAndPress(user, 'Cambiar precios');
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 3 productos' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Cambio' }), 'Bajar');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'En' }), 'Monto ($)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor' }), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    expect(previewPrices()[0]).toBe('Bici 1$ 123.456$ 63.456');
    expect(previewPrices()[1]).toBe('Bici 2$ 50.000El precio nuevo quedaría por debajo de $ 0.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('reads the amount as es-AR writes it ($ 9.800 is 9800 pesos) and refuses one that could mean two amounts', async () => {
    const { user } = renderList();
    await selectAllAndPress(user, 'Cambiar precios');
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 3 productos' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'En' }), 'Monto ($)');
    const amount = within(dialog).getByRole('textbox', { name: 'Valor' });

    await user.type(amount, '$ 9.800');
    expect(amount).not.toHaveAccessibleDescription();
    expect(previewPrices()[1]).toBe('Bici 2$ 50.000$ 59.800');

    await user.clear(amount);
    await user.type(amount, '9.80');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(
      'No se entiende el número «9.80». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).',
    );
    expect(previewPrices()[1]).toBe('Bici 2$ 50.000$ 50.000');
  });

  it('keeps the rows ticked on another page in the change', async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        return HttpResponse.json({ items: page === '2' ? [bike(21, 80_000)] : [bike(1, 123_456)], total: 21 });
      }),
    );
    const { user } = renderWithProviders(<BikeListPage />, {
      route: '/admin/bicicletas/editar',
      path: '/admin/bicicletas/editar',
      preloadedState: ADMIN_SESSION,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Bici 1' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Bici 21' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar precios' }));

    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 2 productos' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor' }), '10');
    expect(previewPrices()).toEqual(['Bici 1$ 123.456$ 135.802', 'Bici 21$ 80.000$ 88.000']);
  });

  it('a row changed since it was listed: the dialog names it and nothing is applied', async () => {
    server.use(
      http.post(apiUrl('/api/bicicletas/precios'), () =>
        HttpResponse.json(
          { error: 'Cambiaron desde que se listaron: Bici 2. No se cambió ningún precio; recargá la lista.' },
          { status: 412 },
        ),
      ),
    );
    const { user } = renderList();
    await selectAllAndPress(user, 'Cambiar precios');
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 3 productos' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se cambió ningún precio: Cambiaron desde que se listaron: Bici 2.',
    );
  });
});

describe('bulk delete', () => {
  it('asks ‘¿Eliminar 3 productos?’ and deletes nothing when cancelled', async () => {
    const calls = recordCalls();
    const { user } = renderList();
    await selectAllAndPress(user, 'Eliminar');

    const dialog = screen.getByRole('dialog', { name: '¿Eliminar 3 productos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('row', { name: 'Bici 2' })).toBeInTheDocument();
  });
});

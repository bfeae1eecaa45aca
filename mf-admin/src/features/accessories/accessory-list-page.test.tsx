import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCESSORY_CATEGORIES } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';
import { AccessoryListPage } from './accessory-list-page';

const CASCO = {
  id: 3,
  nombre: 'Casco Urbano',
  marca: 'Bell',
  modelo: null,
  categoria: 'cascos',
  imagen_principal: null,
};

function renderList() {
  server.use(http.get(apiUrl('/api/accesorios'), () => HttpResponse.json({ items: [CASCO] })));
  return renderWithProviders(<AccessoryListPage />, {
    route: '/admin/accesorios/editar',
    path: '/admin/accesorios/editar',
    preloadedState: ADMIN_SESSION,
  });
}

describe('AccessoryListPage', () => {
  it('links each card to its edit screen and public sheet', async () => {
    renderList();

    const card = await screen.findByRole('row', { name: 'Casco Urbano' });
    expect(within(card).getByText('Bell')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/admin/accesorios/3-casco-urbano/editar',
    );
    expect(within(card).getByRole('link', { name: 'Ver pública' })).toHaveAttribute(
      'href',
      '/accesorio/3-casco-urbano',
    );
    expect(screen.getByRole('link', { name: '+ Agregar accesorio' })).toHaveAttribute(
      'href',
      '/admin/accesorios/nuevo',
    );
  });

  it("offers TODOS and the contract's categories, filtering in lower case", async () => {
    const calls = recordCalls();
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Casco Urbano' });
    const select = screen.getByRole('combobox', { name: 'Categoría' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TODOS', ...ACCESSORY_CATEGORIES.map((category) => category.name)]);

    await user.selectOptions(select, 'PUÑOS');

    await screen.findByRole('row', { name: 'Casco Urbano' });
    expect(calls.at(-1)?.search).toBe(`?limit=20&page=1&order=recent&categoria=${encodeURIComponent('puños')}`);
  });

  it('says why an accessory could not be deleted, inside the dialog', async () => {
    server.use(
      http.delete(
        apiUrl('/api/accesorios/:id'),
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { user } = renderList();
    await user.click(
      within(await screen.findByRole('row', { name: 'Casco Urbano' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminar Casco Urbano?' });

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar el accesorio: HTTP 500 Internal Server Error',
    );
  });
});

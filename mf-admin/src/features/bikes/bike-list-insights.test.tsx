import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { BikeListPage } from './bike-list-page';

const ITEMS = [
  { id: 7, nombre: 'Venzo Raptor', categoria: 'mtb', consultas_30d: 4, vistas_30d: 31, imagen_principal: null },
  { id: 9, nombre: 'Urbana Clásica', categoria: 'urbano', consultas_30d: 0, vistas_30d: 2, imagen_principal: null },
];

function Address() {
  const { search } = useLocation();
  return <p>{`Dirección: ${search}`}</p>;
}

/** The list, answering every page with ITEMS; returns the `sort` of each request. */
function renderList(route = '/admin/bicicletas/editar') {
  const sorts: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/api/bicicletas'), ({ request }) => {
      sorts.push(new URL(request.url).searchParams.get('sort'));
      return HttpResponse.json({ items: ITEMS, total: ITEMS.length });
    }),
  );
  const rendered = renderWithProviders(
    <>
      <BikeListPage />
      <Address />
    </>,
    { route, path: '/admin/bicicletas/editar', preloadedState: ADMIN_SESSION },
  );
  return { ...rendered, sorts };
}

describe('bicycle list: 30-day counts', () => {
  it('shows each item’s chat clicks and views, and sorts by them on the server from the column header', async () => {
    const { user, sorts } = renderList();
    const row = await screen.findByRole('row', { name: 'Venzo Raptor' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Consultas 30 d: 4 personas', 'Vistas 30 d: 31 personas']));

    const chats = screen.getByRole('columnheader', { name: /Consultas 30 d/ });
    expect(chats).toHaveAttribute('aria-sort', 'none');
    await user.click(within(chats).getByRole('button', { name: /Consultas 30 d/ }));
    expect(await screen.findByText('Dirección: ?orden=consultas_30d_desc')).toBeInTheDocument();
    // The new order is another request: its rows, and the header that says so, come with its answer.
    expect(await screen.findByRole('columnheader', { name: /Consultas 30 d/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(sorts.at(-1)).toBe('consultas_30d_desc');

    await user.click(screen.getByRole('button', { name: /Vistas 30 d/ }));
    expect(await screen.findByText('Dirección: ?orden=vistas_30d_desc')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Vistas 30 d/ })).toHaveAttribute('aria-sort', 'descending');
    expect(sorts.at(-1)).toBe('vistas_30d_desc');

    // Sorted already: the header goes back to the most recent.
    await user.click(await screen.findByRole('button', { name: /Vistas 30 d/ }));
    expect(await screen.findByText('Dirección:')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Venzo Raptor' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Vistas 30 d/ })).toHaveAttribute('aria-sort', 'none');
    expect(sorts.at(-1)).toBeNull();
  });

  it('opens sorted by views when the address says so', async () => {
    const { sorts } = renderList('/admin/bicicletas/editar?orden=vistas_30d_desc');
    await screen.findByRole('row', { name: 'Venzo Raptor' });
    expect(sorts).toEqual(['vistas_30d_desc']);
    expect(screen.getByRole('combobox', { name: /Orden/ })).toHaveDisplayValue('Más vistas (30 días)');
  });
});

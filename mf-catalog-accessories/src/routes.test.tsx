import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from '@shop/shared/router';
import { aPagedList, apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { routes } from './routes';
import { anAccessoryItem } from './test/accessory-fixtures';

/** Mounts the remote's routes as the host does: each pattern on its screen. */
function renderRemoteAt(route: string) {
  return renderWithProviders(<Outlet />, {
    route,
    path: '/',
    routes: Object.entries(routes).map(([path, load]) => ({
      path,
      lazy: async () => ({ Component: (await load()).Component }),
    })),
  });
}

describe('accessories routes', () => {
  it('sends /accesorios/{slug} to the catalogue filtered by its category, in place of the address', async () => {
    const categories: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/accesorios'), ({ request }) => {
        categories.push(new URL(request.url).searchParams.get('categoria'));
        return HttpResponse.json(aPagedList([anAccessoryItem(3, 'Pie de apoyo central', 'pie de apoyo')]));
      }),
    );
    const { router } = renderRemoteAt('/accesorios/pie-apoyo');

    expect(await screen.findByRole('link', { name: 'Pie de apoyo central' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'PIE DE APOYO' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/catalogo-accesorios');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(categories).toEqual(['pie de apoyo']);
  });

  it('serves the landing', async () => {
    renderRemoteAt('/accesorios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeInTheDocument();
  });
});

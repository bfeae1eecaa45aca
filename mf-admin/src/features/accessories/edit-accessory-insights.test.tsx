import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, noEventDays, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { EditAccessoryPage } from './edit-accessory-page';

function renderEdit() {
  return renderWithProviders(<EditAccessoryPage />, {
    route: '/admin/accesorios/3/editar',
    path: '/admin/accesorios/:idSlug/editar',
    preloadedState: ADMIN_SESSION,
  });
}

describe('accessory edit page: views and chat clicks', () => {
  it('shows the last 30 days as a sparkline whose name sums them up', async () => {
    const days = noEventDays(30).dias.map((day, index) =>
      index === 29 ? { ...day, vistas: 4, consultas: 1 } : index === 10 ? { ...day, vistas: 1, consultas: 1 } : day,
    );
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/api/eventos/accesorio/3'), ({ request }) => {
        asked.push(`${new URL(request.url).search} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ dias: days });
      }),
    );
    renderEdit();

    const section = within(await screen.findByRole('region', { name: 'Vistas y consultas' }));
    const chart = await section.findByRole('img', {
      name: 'Últimos 30 días: 5 personas vieron la ficha y 2 personas consultaron.',
    });
    expect(chart.tagName).toBe('svg');
    expect(
      section.getByText(/Últimos 30 días: 5 personas vieron la ficha y 2 personas consultaron\./),
    ).toBeInTheDocument();
    expect(asked).toEqual(['?dias=30 Bearer t']);
  });

  it('says so when the counts cannot be loaded, and the form still works', async () => {
    server.use(
      http.get(apiUrl('/api/eventos/accesorio/3'), () => HttpResponse.json({ error: 'Error' }, { status: 500 })),
    );
    renderEdit();
    expect(await screen.findByText('No se pudieron cargar las vistas y consultas.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toBeInTheDocument();
  });
});

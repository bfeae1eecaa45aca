import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MostEnquiredAnswer } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { AdminPanelPage } from './admin-panel-page';

const WEEK: MostEnquiredAnswer = {
  dias: 7,
  items: [
    { tipo: 'accesorio', id: 7, nombre: 'Inflador de pie', vistas: 8, consultas: 2 },
    { tipo: 'bicicleta', id: 12, nombre: 'Trail Andino', vistas: 0, consultas: 1 },
  ],
};
const MONTH: MostEnquiredAnswer = {
  dias: 30,
  items: [{ tipo: 'bicicleta', id: 12, nombre: 'Trail Andino', vistas: 40, consultas: 5 }],
};

/** The panel, its 'Más consultados' answering by period; returns the periods asked for. */
function renderPanel() {
  const asked: string[] = [];
  window.localStorage.setItem('token', 't');
  server.use(
    http.get(apiUrl('/api/eventos/mas-consultados'), ({ request }) => {
      asked.push(`${new URL(request.url).searchParams.get('dias')} ${request.headers.get('authorization')}`);
      return HttpResponse.json(new URL(request.url).searchParams.get('dias') === '30' ? MONTH : WEEK);
    }),
  );
  const rendered = renderWithProviders(<AdminPanelPage />, {
    route: '/admin',
    path: '/admin',
    preloadedState: ADMIN_SESSION,
  });
  return { ...rendered, asked };
}

/** Each body row as its cells' text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

describe('Más consultados', () => {
  it('shows the last 7 days with views, chat clicks and their ratio, and switches to 30 days', async () => {
    const { user, asked } = renderPanel();
    const section = within(screen.getByRole('region', { name: 'Más consultados' }));

    const week = await section.findByRole('table', { name: 'Más consultados de los últimos 7 días' });
    expect(rowsOf(week)).toEqual([
      ['Inflador de pieAccesorio', '8 personas', '2 personas', '25 %'],
      ['Trail AndinoBicicleta', '0 personas', '1 persona', '—'],
    ]);
    expect(within(week).getByRole('link', { name: 'Inflador de pie' })).toHaveAttribute(
      'href',
      '/admin/accesorios/7-inflador-de-pie/editar',
    );
    expect(section.getByRole('radio', { name: '7 días' })).toBeChecked();

    await user.click(section.getByRole('radio', { name: '30 días' }));
    const month = await section.findByRole('table', { name: 'Más consultados de los últimos 30 días' });
    expect(rowsOf(month)).toEqual([['Trail AndinoBicicleta', '40 personas', '5 personas', '12,5 %']]);
    expect(asked).toEqual(['7 Bearer t', '30 Bearer t']);
  });

  it('says when nothing was counted yet, and when the counts cannot be loaded', async () => {
    server.use(http.get(apiUrl('/api/eventos/mas-consultados'), () => HttpResponse.json({ dias: 7, items: [] })));
    window.localStorage.setItem('token', 't');
    const { unmount } = renderWithProviders(<AdminPanelPage />, {
      route: '/admin',
      path: '/admin',
      preloadedState: ADMIN_SESSION,
    });
    expect(await screen.findByText('Todavía no hay vistas ni consultas en estos días.')).toBeInTheDocument();
    unmount();

    server.use(
      http.get(apiUrl('/api/eventos/mas-consultados'), () =>
        HttpResponse.json({ error: 'Falla de prueba' }, { status: 500 }),
      ),
    );
    renderWithProviders(<AdminPanelPage />, { route: '/admin', path: '/admin', preloadedState: ADMIN_SESSION });
    expect(await screen.findByText('No se pudieron cargar las consultas: Falla de prueba')).toBeInTheDocument();
  });
});

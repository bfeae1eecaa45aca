import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteVitals, VitalsAnswer } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { AdminPanelPage } from './admin-panel-page';

const none = { p75: null, muestras: 0 };

const PRODUCT: RouteVitals = {
  ruta: '/bici/:slug',
  muestras: 40,
  metricas: {
    lcp: { p75: 2500, muestras: 40 },
    inp: { p75: 300, muestras: 12 },
    cls: { p75: 0.5, muestras: 40 },
    ttfb: { p75: 600, muestras: 40 },
    hidratacion: { p75: 3000, muestras: 38 },
  },
  errores: { js: 1, carga: 2 },
};

const WEEK: VitalsAnswer = {
  dias: 7,
  rutas: [
    PRODUCT,
    {
      ruta: '/',
      muestras: 3,
      metricas: { lcp: { p75: 5000, muestras: 3 }, inp: none, cls: none, ttfb: none, hidratacion: none },
      errores: { js: 0, carga: 0 },
    },
  ],
};
const MONTH: VitalsAnswer = {
  dias: 28,
  rutas: [{ ...PRODUCT, muestras: 150, metricas: { ...PRODUCT.metricas, lcp: { p75: 1500, muestras: 150 } } }],
};

/** The panel, its 'Velocidad del sitio' answering by period; returns the periods asked for and their token. */
function renderPanel(answers: Partial<Record<string, VitalsAnswer>> = { 7: WEEK, 28: MONTH }) {
  const asked: string[] = [];
  window.localStorage.setItem('token', 't');
  server.use(
    http.get(apiUrl('/api/vitals/resumen'), ({ request }) => {
      const days = new URL(request.url).searchParams.get('dias') ?? '';
      asked.push(`${days} ${request.headers.get('authorization')}`);
      return HttpResponse.json(answers[days]);
    }),
  );
  const rendered = renderWithProviders(<AdminPanelPage />, {
    route: '/admin',
    path: '/admin',
    preloadedState: ADMIN_SESSION,
  });
  return { ...rendered, asked, section: within(screen.getByRole('region', { name: 'Velocidad del sitio' })) };
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

describe('Velocidad del sitio', () => {
  it('shows each route’s p75 with its rating in words, the visits and errors, and switches to 28 days', async () => {
    const { user, asked, section } = renderPanel();

    const week = await section.findByRole('table', { name: 'Percentil 75 por ruta, de los últimos 7 días' });
    expect(
      within(week)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ruta', 'Visitas', 'LCP', 'INP', 'CLS', 'TTFB', 'Hidratación', 'Errores']);
    expect(rowsOf(week)).toEqual([
      [
        '/bici/:slug',
        '40',
        '2,5 s Bueno',
        '300 ms Mejorable',
        '0,5 Malo',
        '600 ms Bueno',
        '3 s Malo',
        '3 (1 JS, 2 de carga)',
      ],
      ['/', '3', '5 s Malo', '—', '—', '—', '—', '0'],
    ]);
    expect(section.getByRole('radio', { name: '7 días' })).toBeChecked();

    await user.click(section.getByRole('radio', { name: '28 días' }));
    const month = await section.findByRole('table', { name: 'Percentil 75 por ruta, de los últimos 28 días' });
    expect(rowsOf(month)[0]?.slice(0, 3)).toEqual(['/bici/:slug', '150', '1,5 s Bueno']);
    expect(asked).toEqual(['7 Bearer t', '28 Bearer t']);
  });

  it("explains the p75 and each metric's thresholds from the contract", async () => {
    const { section } = renderPanel();
    await section.findByRole('table');
    expect(section.getByText('Cómo se lee')).toBeInTheDocument();
    expect(section.getByText(/el mayor pintado con contenido: Bueno ≤ 2,5 s; Malo > 4 s/)).toBeInTheDocument();
    expect(
      section.getByText(/la respuesta a la interacción más lenta: Bueno ≤ 200 ms; Malo > 500 ms/),
    ).toBeInTheDocument();
    expect(section.getByText(/el corrimiento acumulado del diseño: Bueno ≤ 0,1; Malo > 0,25/)).toBeInTheDocument();
    expect(section.getByText(/el primer byte de la página: Bueno ≤ 800 ms; Malo > 1,8 s/)).toBeInTheDocument();
    expect(section.getByText(/del primer pintado a la página viva: Bueno ≤ 1 s; Malo > 2,5 s/)).toBeInTheDocument();
  });

  it('says when nothing was measured yet, and when the measurements cannot be loaded', async () => {
    const { section, unmount } = renderPanel({ 7: { dias: 7, rutas: [] } });
    expect(await section.findByText('Todavía no hay mediciones.')).toBeInTheDocument();
    unmount();

    server.use(
      http.get(apiUrl('/api/vitals/resumen'), () => HttpResponse.json({ error: 'Falla de prueba' }, { status: 500 })),
    );
    renderWithProviders(<AdminPanelPage />, { route: '/admin', path: '/admin', preloadedState: ADMIN_SESSION });
    expect(await screen.findByText('No se pudieron cargar las mediciones: Falla de prueba')).toBeInTheDocument();
  });
});

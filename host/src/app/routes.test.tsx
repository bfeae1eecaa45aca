import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, server } from '@shop/shared/test';
import { fetchRemotesConfig } from '../features/remotes/remotes-config';
import { appRoutes } from './routes';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the site when remotes.json cannot be read', () => {
  it.each(['/catalogo-bicicletas', '/accesorio/7-casco', '/admin/bicicletas'])(
    'shows the section-unavailable notice on %s, not the 404 page',
    async (path) => {
      server.use(http.get('/remotes.json', () => HttpResponse.json({ error: 'no' }, { status: 503 })));
      const remotes = await fetchRemotesConfig();
      // The section's loading suspends on a promise: the render must be awaited for it to settle.
      await act(async () => {
        renderWithProviders(<></>, { route: path, path: '/__prueba', routes: appRoutes(remotes) });
      });

      expect(
        await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Página no encontrada/)).not.toBeInTheDocument();
    },
  );

  it('still shows the 404 page for an address no section serves', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json({ error: 'no' }, { status: 503 })));
    renderWithProviders(<></>, {
      route: '/no-existe',
      path: '/__prueba',
      routes: appRoutes(await fetchRemotesConfig()),
    });
    expect(await screen.findByText(/Página no encontrada/)).toBeInTheDocument();
  });
});

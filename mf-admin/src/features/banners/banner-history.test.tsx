import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HistoryAnswer } from '@shop/contract';
import { apiUrl, server } from '@shop/shared/test';
import { bannerTiles, renderBannerEditor } from './banner-editor-test-kit';

const HISTORY: HistoryAnswer = {
  items: [
    {
      id: 8,
      accion: 'edicion',
      fecha: '2026-11-20T15:30:00.000Z',
      autor: 'dueña@example.com',
      cambios: [{ campo: 'title_top', antes: 'Ofertas', despues: 'Arriba 2' }],
    },
  ],
};

describe('a banner tile’s Historial', () => {
  it('reads the tile’s changes when opened and names each field as the form does', async () => {
    server.use(
      http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json(bannerTiles(() => null))),
      http.get(apiUrl('/api/home/secondary-heroes/2/historial'), () => HttpResponse.json(HISTORY)),
    );
    const { user } = renderBannerEditor();
    const tile = await screen.findByRole('region', { name: 'Portada 2' });

    await user.click(within(tile).getByText('Historial'));

    const list = await within(tile).findByRole('list', { name: 'Cambios de la portada 2, el más reciente primero' });
    const [entry] = within(list).getAllByRole('article');
    expect(entry).toHaveTextContent('Edición');
    expect(entry).toHaveTextContent('dueña@example.com');
    expect(entry).toHaveTextContent('Título (línea de arriba): Ofertas → Arriba 2');
    expect(within(tile).queryByRole('button', { name: 'Restaurar esta versión' })).toBeNull();
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { homeBannersApi } from '@shop/shared/api';
import { makeStore } from '@shop/shared/store';
import { apiUrl, server } from '@shop/shared/test';
import { ADMIN_SESSION, pngFile, recordCalls, uploadHandler } from '../../test/admin-test-api';
import { bannerTiles, renderBannerEditor } from './banner-editor-test-kit';

const TILES = bannerTiles((slot) => `/uploads/portada-${slot}.webp`);

function answerTiles() {
  server.use(http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json(TILES)));
}

const tile = (slot: number) => screen.getByRole('region', { name: `Portada ${slot}` });
const savedTiles = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { tiles: unknown[] }).tiles);

afterEach(() => window.sessionStorage.clear());

describe('BannerEditorPage', () => {
  it('loads, then shows exactly three tiles with what is stored', async () => {
    answerTiles();
    renderBannerEditor();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findAllByRole('region', { name: /^Portada \d$/ })).toHaveLength(3);
    expect(within(tile(2)).getByRole('textbox', { name: 'Título (línea de abajo)' })).toHaveValue('Abajo 2');
    expect(within(tile(3)).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/uploads/portada-3.webp'));
  });

  it('shows the tiles as stored now, not as the home read them earlier in the visit', async () => {
    const store = makeStore(ADMIN_SESSION);
    const earlier = TILES.map((stored) => ({ ...stored, title_bottom: 'Leído antes' }));
    server.use(http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json(earlier)));
    await store.dispatch(homeBannersApi.endpoints.homeSecondaryHeroes.initiate());
    answerTiles();
    renderBannerEditor(store);

    await screen.findAllByRole('region', { name: /^Portada \d$/ });
    expect(within(tile(2)).getByRole('textbox', { name: 'Título (línea de abajo)' })).toHaveValue('Abajo 2');
  });

  it('shows a placeholder, not the alt text in a broken box, for a tile whose image file is missing', async () => {
    answerTiles();
    renderBannerEditor();
    await screen.findAllByRole('region', { name: /^Portada \d$/ });

    fireEvent.error(within(tile(1)).getByRole('img', { name: 'Imagen actual de la portada 1' }));

    expect(within(tile(1)).queryByRole('img')).not.toBeInTheDocument();
    expect(within(tile(1)).getByText('Imagen no disponible')).toBeInTheDocument();
    expect(within(tile(1)).getByLabelText('Cambiar imagen')).toBeInTheDocument();
  });

  it('previews each tile as the home shows it, as it is typed, without linking away', async () => {
    answerTiles();
    const { user } = renderBannerEditor();
    await screen.findAllByRole('region', { name: /^Portada \d$/ });
    const preview = within(within(tile(2)).getByRole('figure', { name: /Vista previa/ }));
    expect(preview.getByRole('heading', { name: 'Abajo 2' })).toBeInTheDocument();

    const title = within(tile(2)).getByRole('textbox', { name: 'Título (línea de abajo)' });
    await user.clear(title);
    await user.type(title, 'Rodados 29');

    expect(preview.getByRole('heading', { name: 'Rodados 29' })).toBeInTheDocument();
    expect(preview.getByText('Ver más')).toBeInTheDocument();
    expect(preview.queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves one tile alone, trimmed, empty text as null and sort_order back to the slot', async () => {
    answerTiles();
    const calls = recordCalls();
    const { user } = renderBannerEditor();
    const second = await screen.findByRole('region', { name: 'Portada 2' });
    await user.clear(within(second).getByRole('textbox', { name: 'Título (línea de abajo)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Título (línea de abajo)' }), '  Nuevas rutas  ');
    await user.clear(within(second).getByRole('textbox', { name: 'Texto del botón' }));
    await user.clear(within(second).getByRole('textbox', { name: 'Orden' }));
    await user.type(within(second).getByRole('textbox', { name: 'Orden' }), '0');

    await user.click(within(second).getByRole('button', { name: 'Guardar solo este banner' }));

    await waitFor(() => expect(savedTiles(calls)).toHaveLength(1));
    expect(savedTiles(calls)[0]).toEqual([
      { ...TILES[1], title_bottom: 'Nuevas rutas', cta_text: null, sort_order: 2 },
    ]);
    expect(calls.find((call) => call.method === 'PUT')?.authorization).toBe('Bearer t');
  });

  it('saves all three together', async () => {
    answerTiles();
    const calls = recordCalls();
    const { user } = renderBannerEditor();
    await screen.findByRole('region', { name: 'Portada 3' });

    await user.click(screen.getByRole('button', { name: 'Guardar las tres portadas' }));

    await waitFor(() => expect(savedTiles(calls)).toEqual([TILES]));
  });

  it("after the reload that follows a save, says '¡Cambios guardados!' with a link to the home, once", async () => {
    answerTiles();
    const { user, unmount } = renderBannerEditor();
    await screen.findByRole('region', { name: 'Portada 1' });
    await user.click(within(tile(1)).getByRole('button', { name: 'Guardar solo este banner' }));
    await waitFor(() => expect(window.sessionStorage.length).toBe(1));
    unmount();

    const again = renderBannerEditor();
    expect(screen.getByText('¡Cambios guardados!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Home' })).toHaveAttribute('href', '/');
    again.unmount();

    renderBannerEditor();
    await screen.findByRole('region', { name: 'Portada 1' });
    expect(screen.queryByText('¡Cambios guardados!')).not.toBeInTheDocument();
  });

  it('says why the tiles could not be saved', async () => {
    answerTiles();
    server.use(
      http.put(apiUrl('/api/home/secondary-heroes'), () =>
        HttpResponse.json({ error: 'cta_url debe ser una ruta o una URL http(s)' }, { status: 400 }),
      ),
    );
    const { user } = renderBannerEditor();
    await screen.findByRole('region', { name: 'Portada 1' });

    await user.click(screen.getByRole('button', { name: 'Guardar las tres portadas' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar: cta_url debe ser una ruta o una URL http(s)',
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says why the tiles could not be loaded', async () => {
    server.use(
      http.get(
        apiUrl('/api/home/secondary-heroes'),
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    renderBannerEditor();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar: HTTP 503 Service Unavailable');
  });

  it('uploads a tile image, blocking the saves meanwhile, and notes the result on the tile', async () => {
    answerTiles();
    server.use(uploadHandler({ url: '/uploads/nueva-portada.webp' }, 150));
    const calls = recordCalls();
    const { user } = renderBannerEditor();
    const first = await screen.findByRole('region', { name: 'Portada 1' });

    await user.upload(within(first).getByLabelText('Cambiar imagen'), pngFile('portada.png'));

    expect(within(first).getByRole('button', { name: 'Guardar solo este banner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar las tres portadas' })).toBeDisabled();
    expect(await within(first).findByText('Imagen subida ✔')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Guardar solo este banner' }));
    await waitFor(() =>
      expect(savedTiles(calls)).toEqual([[{ ...TILES[0], image_url: '/uploads/nueva-portada.webp' }]]),
    );
  });

  it('shows an upload failure on its tile', async () => {
    answerTiles();
    server.use(uploadHandler({ error: 'No es una imagen válida' }, 0, 400));
    const { user } = renderBannerEditor();
    const third = await screen.findByRole('region', { name: 'Portada 3' });

    await user.upload(within(third).getByLabelText('Cambiar imagen'), pngFile());

    expect(await within(third).findByRole('alert')).toHaveTextContent(
      'No se pudo subir la imagen: No es una imagen válida',
    );
  });
});

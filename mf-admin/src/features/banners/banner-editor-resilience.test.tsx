import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionEndedElsewhere } from '@shop/shared/session';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { bannerTiles, renderBannerEditor } from './banner-editor-test-kit';

const TILES = bannerTiles(() => null);

/** The stored tiles, and every PUT's tiles in `sent`; `answer` decides each PUT's reply. */
function serveTiles(answer: (attempt: number) => Response = () => HttpResponse.json({ ok: true })) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json(TILES)),
    http.put(apiUrl('/api/home/secondary-heroes'), async ({ request }) => {
      sent.push(((await request.json()) as { tiles: unknown }).tiles);
      return answer(sent.length);
    }),
  );
  return sent;
}

const tile = (slot: number) => screen.findByRole('region', { name: `Portada ${slot}` });
const bottomTitle = async (slot: number) =>
  within(await tile(slot)).getByRole('textbox', { name: 'Título (línea de abajo)' });

afterEach(() => window.sessionStorage.clear());

describe('the banner editor keeps the owner’s work and says what happened where the eye is', () => {
  it('has the save bar: unsaved changes shown, Descartar puts back what is stored, ⌘+S saves the three', async () => {
    const sent = serveTiles();
    const { user } = renderBannerEditor();
    expect(await screen.findByText('Sin cambios')).toBeInTheDocument();

    await user.type(await bottomTitle(1), ' y más');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await bottomTitle(1)).toHaveValue('Abajo 1');
    expect(screen.getByText('Sin cambios')).toBeInTheDocument();

    await user.type(await bottomTitle(2), '!');
    await user.keyboard('{Meta>}s{/Meta}');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([TILES[0], { ...TILES[1], title_bottom: 'Abajo 2!' }, TILES[2]]);
  });

  it('announces a failure as a toast that replaces the earlier confirmation', async () => {
    serveTiles(() => HttpResponse.json({ error: 'El servidor no responde.' }, { status: 503 }));
    window.sessionStorage.setItem('admin:portadas-guardadas', '1');
    const { user } = renderBannerEditor();
    expect(await screen.findByRole('status')).toHaveTextContent('¡Cambios guardados!');

    await user.type(await bottomTitle(3), '!');
    await user.keyboard('{Control>}s{/Control}');

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar: El servidor no responde.');
    expect(screen.queryByText('¡Cambios guardados!')).not.toBeInTheDocument();
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('keeps a local draft and offers it back when the editor opens again', async () => {
    serveTiles();
    const first = renderBannerEditor();
    await first.user.type(await bottomTitle(2), ' a medio escribir');
    first.unmount();

    const { user } = renderBannerEditor();
    const offer = await screen.findByRole('region', { name: 'Borrador sin guardar' });
    await user.click(within(offer).getByRole('button', { name: 'Recuperar borrador' }));

    expect(await bottomTitle(2)).toHaveValue('Abajo 2 a medio escribir');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('starts from what was typed when the session ended under the editor', async () => {
    serveTiles();
    const first = renderBannerEditor();
    await first.user.type(await bottomTitle(2), ' a medio escribir');
    act(() => {
      first.store.dispatch(sessionEndedElsewhere());
    });
    first.unmount();

    renderBannerEditor();

    expect(await bottomTitle(2)).toHaveValue('Abajo 2 a medio escribir');
    expect(screen.queryByRole('region', { name: 'Borrador sin guardar' })).not.toBeInTheDocument();
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('a 401 on save opens the sign-in dialog over the editor and saves what was typed after signing in', async () => {
    const sent = serveTiles((attempt) =>
      attempt === 1
        ? HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 })
        : HttpResponse.json({ ok: true }),
    );
    server.use(
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ token: 'nuevo', usuario: ADMIN_SESSION.session.user }),
      ),
    );
    window.localStorage.setItem('token', 't');
    const { user, store } = renderWithProviders(<AdminRoutes />, {
      route: '/admin/home/portadas-secundarias',
      path: '/admin/*',
      routes: [{ path: '/login', element: <h1>Ingresar</h1> }],
      preloadedState: ADMIN_SESSION,
    });
    await user.clear(await bottomTitle(1));
    await user.type(await bottomTitle(1), 'Texto que no se pierde');

    await user.click(within(await tile(1)).getByRole('button', { name: 'Guardar solo este banner' }));
    const dialog = await screen.findByRole('dialog', { name: /Tu sesión expiró/ });
    expect(await bottomTitle(1)).toHaveValue('Texto que no se pierde');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'admin1234');
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual([{ ...TILES[0], title_bottom: 'Texto que no se pierde' }]);
    expect(store.getState().session.token).toBe('nuevo');
    expect(window.sessionStorage.getItem('admin:portadas-guardadas')).toBe('1');
  });
});

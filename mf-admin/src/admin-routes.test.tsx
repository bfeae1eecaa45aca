import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { restoreSession, sessionStarted } from '@shop/shared/session';
import { makeStore } from '@shop/shared/store';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from './test/admin-test-api';
import { AdminRoutes } from './admin-routes';

const ADMIN = ADMIN_SESSION.session.user;

function answerProfile(response: () => Response) {
  server.use(http.get(apiUrl('/api/auth/me'), response));
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`Ahora en ${pathname}${search}`}</p>;
}

function renderAdminAt(route: string) {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route,
    path: '/admin/*',
    routes: [{ path: '/login', element: <LocationProbe /> }],
    preloadedState: ADMIN_SESSION,
  });
}

describe('AdminRoutes', () => {
  it('shows the panel to an admin at /admin', () => {
    renderAdminAt('/admin');

    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
  });

  it('sends an admin who signs out to the sign-in page, with no way back', async () => {
    const { user } = renderAdminAt('/admin');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Ahora en /login')).toBeInTheDocument();
  });

  it('replaces the old add address with the new one, keeping the query', async () => {
    const { router } = renderAdminAt('/admin/bicicletas/agregar?categoria=BMX');

    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar bicicleta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('BMX');
    expect(router.state.location.pathname).toBe('/admin/bicicletas/nueva');
    expect(router.state.location.search).toBe('?categoria=BMX');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('checks the profile again on the panel: a 5xx keeps the session and asks again', async () => {
    let calls = 0;
    answerProfile(() =>
      calls++ === 0
        ? HttpResponse.json({ error: 'Falla interna' }, { status: 500 })
        : HttpResponse.json({ ...ADMIN, nombre: 'Ana María' }),
    );
    const { store } = renderAdminAt('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Ana María' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(store.getState().session.token).toBe('t');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused profile check opens the sign-in dialog over the panel; Cancelar goes to sign in', async () => {
    answerProfile(() => HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 }));
    const { store, user } = renderAdminAt('/admin');

    const dialog = await screen.findByRole('dialog', { name: 'Tu sesión expiró. Iniciá sesión nuevamente.' });
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: /Hola/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(/^Ahora en \/login/)).toBeInTheDocument();
  });

  it('signs out from the panel a user whose profile is no longer admin', async () => {
    answerProfile(() => HttpResponse.json({ ...ADMIN, rol: 'cliente' }));
    const { store } = renderAdminAt('/admin');

    expect(await screen.findByText('Ahora en /login?m=forbidden')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('does not end a new session because the profile check of an earlier one failed', async () => {
    window.localStorage.setItem('token', 'vencido');
    answerProfile(() => HttpResponse.json({ error: 'Token vencido' }, { status: 401 }));
    const store = makeStore();
    await store.dispatch(restoreSession());
    answerProfile(() => HttpResponse.json(ADMIN));
    store.dispatch(sessionStarted({ token: 'nuevo', usuario: ADMIN }));

    renderWithProviders(<AdminRoutes />, {
      route: '/admin',
      path: '/admin/*',
      routes: [{ path: '/login', element: <LocationProbe /> }],
      store,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('nuevo');
  });

  it('shows the 404 page for an unknown admin address', () => {
    renderAdminAt('/admin/pedidos');

    expect(screen.getByRole('heading', { name: '404 · Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Verificá la URL o volvé al inicio.')).toBeInTheDocument();
  });

  it('keeps unknown admin addresses behind the guard', async () => {
    renderWithProviders(<AdminRoutes />, {
      route: '/admin/pedidos',
      path: '/admin/*',
      routes: [{ path: '/login', element: <p>Ingresá a tu cuenta</p> }],
    });

    expect(await screen.findByText('Ingresá a tu cuenta')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 · Página no encontrada' })).not.toBeInTheDocument();
  });
});

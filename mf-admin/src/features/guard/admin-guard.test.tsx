import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '@shop/shared/router';
import { restoreSession, sessionCleared, sessionEndedElsewhere, type Usuario } from '@shop/shared/session';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminGuard } from './admin-guard';

const ADMIN: Usuario = { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' };
const CUSTOMER: Usuario = { id: 2, nombre: 'Beto', email: 'beto@example.com', rol: 'cliente' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`Página de ingreso: ${pathname}${search}`}</p>;
}

function ProtectedArea() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route path="*" element={<h1>Área protegida</h1>} />
      </Route>
    </Routes>
  );
}

function renderGuard(session: { token: string | null; user: Usuario | null; expired: boolean }) {
  return renderWithProviders(<ProtectedArea />, {
    route: '/admin/bicicletas/editar?categoria=mtb',
    path: '/admin/*',
    routes: [{ path: '/login', element: <LocationProbe /> }],
    preloadedState: { session },
  });
}

describe('AdminGuard', () => {
  it('sends a visitor without a token to sign in, coming back to the same address', async () => {
    renderGuard({ token: null, user: null, expired: false });

    expect(
      await screen.findByText('Página de ingreso: /login?next=%2Fadmin%2Fbicicletas%2Feditar%3Fcategoria%3Dmtb'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Área protegida' })).not.toBeInTheDocument();
  });

  it('waits politely while the stored token is being checked', () => {
    renderGuard({ token: 't', user: null, expired: false });

    expect(screen.getByRole('status')).toHaveTextContent('Verificando tu sesión…');
    expect(screen.queryByRole('heading', { name: 'Área protegida' })).not.toBeInTheDocument();
  });

  it('signs out a user who is not an admin and says why on the sign-in page', async () => {
    window.localStorage.setItem('token', 't');
    const { store } = renderGuard({ token: 't', user: CUSTOMER, expired: false });

    expect(await screen.findByText('Página de ingreso: /login?m=forbidden')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('tells the admin the session expired when the token is refused, then goes to sign in', async () => {
    window.localStorage.setItem('token', 'vencido');
    server.use(http.get(apiUrl('/api/auth/me'), () => HttpResponse.json({ error: 'Token vencido' }, { status: 401 })));
    const { store } = renderGuard({ token: 'vencido', user: null, expired: false });

    await act(() => store.dispatch(restoreSession()));

    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión expiró. Iniciá sesión nuevamente.');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText(/Página de ingreso/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Página de ingreso: /login?next=%2Fadmin%2Fbicicletas%2Feditar%3Fcategoria%3Dmtb',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
  });

  it('after a sign-out in another tab, sends the admin to sign in and back to this page', async () => {
    const { store } = renderGuard({ token: 't', user: ADMIN, expired: false });

    act(() => {
      store.dispatch(sessionEndedElsewhere());
    });

    expect(
      await screen.findByText('Página de ingreso: /login?next=%2Fadmin%2Fbicicletas%2Feditar%3Fcategoria%3Dmtb'),
    ).toBeInTheDocument();
  });

  it('after signing out here, goes to sign in without a way back', async () => {
    const { store } = renderGuard({ token: 't', user: ADMIN, expired: false });

    act(() => {
      store.dispatch(sessionCleared());
    });

    expect(await screen.findByText('Página de ingreso: /login')).toBeInTheDocument();
  });

  it('lets an admin through', () => {
    renderGuard({ token: 't', user: ADMIN, expired: false });

    expect(screen.getByRole('heading', { name: 'Área protegida' })).toBeInTheDocument();
  });
});

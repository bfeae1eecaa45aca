import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useLocation } from '@shop/shared/router';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { AdminLayout } from './admin-layout';

function LocationProbe() {
  const { pathname } = useLocation();
  return <p>{`Ahora en ${pathname}`}</p>;
}

function renderLayoutAt(route: string) {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminLayout />, {
    route,
    path: '/admin/*',
    routes: [{ path: '/login', element: <LocationProbe /> }],
    preloadedState: ADMIN_SESSION,
  });
}

describe('AdminLayout', () => {
  it('offers the sections, the site, who is signed in and Cerrar sesión', () => {
    renderLayoutAt('/admin/bicicletas/editar');

    const nav = screen.getByRole('navigation', { name: 'Administración' });
    expect(within(nav).getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Portadas' })).toHaveAttribute(
      'href',
      '/admin/home/portadas-secundarias',
    );
    expect(within(nav).getByRole('link', { name: 'Bicicletas' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Accesorios' })).toHaveAttribute('href', '/admin/accesorios/editar');
    expect(screen.getByRole('link', { name: 'Ir al sitio' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Ana')).toBeInTheDocument();
  });

  it('signs out: ends the session on the API with its token, then forgets the token and goes to sign in', async () => {
    // What the API is asked with, and what this browser still holds then: the token is forgotten only afterwards.
    const logouts: { authorization: string | null; stored: string | null }[] = [];
    server.use(
      http.post(apiUrl('/api/auth/logout'), ({ request }) => {
        logouts.push({ authorization: request.headers.get('Authorization'), stored: localStorage.getItem('token') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, store } = renderLayoutAt('/admin');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Ahora en /login')).toBeInTheDocument();
    expect(logouts).toEqual([{ authorization: 'Bearer t', stored: 't' }]);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the API refuses the token', () => HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 })],
  ])('signs out here even when %s', async (_case, answer) => {
    server.use(http.post(apiUrl('/api/auth/logout'), answer));
    const { user, store } = renderLayoutAt('/admin');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Ahora en /login')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: null, expired: false });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

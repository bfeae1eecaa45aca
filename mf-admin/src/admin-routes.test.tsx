import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@shop/shared/test';
import { AdminRoutes } from './admin-routes';

const ADMIN_SESSION = {
  session: { token: 't', user: { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' }, expired: false },
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`Ahora en ${pathname}${search}`}</p>;
}

function renderAdminAt(route: string) {
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

    await screen.findByRole('heading', { name: '404 · Página no encontrada' });
    expect(router.state.location.pathname).toBe('/admin/bicicletas/nueva');
    expect(router.state.location.search).toBe('?categoria=BMX');
    expect(router.state.historyAction).toBe('REPLACE');
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

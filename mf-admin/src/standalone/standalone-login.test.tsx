import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../test/admin-test-api';
import { StandaloneLogin } from './standalone-login';

const ADMIN = ADMIN_SESSION.session.user;

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`Ahora en ${pathname}${search}`}</p>;
}

function answerLogin(rol: string) {
  server.use(
    http.post(apiUrl('/api/auth/login'), () => HttpResponse.json({ token: 'nuevo', usuario: { ...ADMIN, rol } })),
  );
}

function renderLogin(route: string) {
  return renderWithProviders(<StandaloneLogin />, {
    route,
    path: '/login',
    routes: [{ path: '/admin/*', element: <LocationProbe /> }],
  });
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText(/Email/), ' ana@example.com ');
  await user.type(screen.getByLabelText(/Contraseña/), 'admin1234');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('StandaloneLogin', () => {
  it('signs an admin in and goes back to where the guard sent them from', async () => {
    answerLogin('admin');
    const { user, store } = renderLogin('/login?next=%2Fadmin%2Fbicicletas%2Feditar');

    await signIn(user);

    expect(await screen.findByText('Ahora en /admin/bicicletas/editar')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('nuevo');
    expect(window.localStorage.getItem('token')).toBe('nuevo');
  });

  it('keeps no session for a user who is not an admin, and says why', async () => {
    answerLogin('cliente');
    const { user, store } = renderLogin('/login');

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Solo administradores pueden ingresar');
    expect(store.getState().session.token).toBeNull();
  });

  it('explains a refusal by the guard', () => {
    renderLogin('/login?m=forbidden');

    expect(screen.getByRole('alert')).toHaveTextContent('Solo administradores pueden ingresar');
  });

  it('shows the error the API gives', async () => {
    server.use(
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ error: 'Credenciales inválidas' }, { status: 401 }),
      ),
    );
    const { user } = renderLogin('/login');

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
  });
});

import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, hydrateWithProviders, renderWithProviders, server } from '@shop/shared/test';
import { PostedFormProvider } from '../../common/posted-form';
import { LoginPage } from './login-page';

const admin = { id: 1, nombre: 'Ana', email: 'admin@example.com', rol: 'admin' };
const ONLY_ADMINS = 'Solo administradores pueden ingresar';

function answerLogin(usuario = admin, token = 'jwt-admin') {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/api/auth/login'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ token, usuario });
    }),
  );
  return bodies;
}

function renderLogin(route = '/login') {
  return renderWithProviders(<LoginPage />, {
    route,
    path: '/login',
    routes: [
      { path: '/admin', element: <h1>Panel</h1> },
      { path: '/admin/bicicletas', element: <h1>Bicicletas admin</h1> },
      { path: '/register', element: <h1>Registro</h1> },
    ],
  });
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'admin1234');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('signs an admin in, keeps the token and goes to /admin', async () => {
    const bodies = answerLogin();
    const { user, router, store } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'admin@example.com', contrasena: 'admin1234' }]);
    expect(window.localStorage.getItem('token')).toBe('jwt-admin');
    expect(store.getState().session.user).toEqual(admin);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the return path given in next', async () => {
    answerLogin();
    const { user, router } = renderLogin('/login?next=%2Fadmin%2Fbicicletas');

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Bicicletas admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/bicicletas');
  });

  it('ignores a return path to another site', async () => {
    answerLogin();
    const { user, router } = renderLogin('/login?next=//evil.com');

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('posts without JavaScript to the host server keeping a safe return path, and only a safe one', () => {
    const { unmount } = renderLogin('/login?next=%2Fadmin%2Fbicicletas%3Fcategoria%3Dmtb');
    const form = screen.getByRole<HTMLButtonElement>('button', { name: 'Ingresar' }).form;
    expect(form).toHaveAttribute('action', '/login?next=%2Fadmin%2Fbicicletas%3Fcategoria%3Dmtb');
    expect(form).toHaveAttribute('method', 'post');
    unmount();

    renderLogin('/login?next=//evil.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Ingresar' }).form).toHaveAttribute(
      'action',
      '/login',
    );
  });

  it('refuses an account that is not admin and keeps no token', async () => {
    answerLogin({ ...admin, rol: 'cliente' }, 'jwt-cliente');
    const { user, router, store } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(ONLY_ADMINS);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the API's error in the red box", async () => {
    server.use(
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ error: 'Credenciales inválidas' }, { status: 401 }),
      ),
    );
    const { user } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('names the HTTP status when the answer has no error field', async () => {
    server.use(http.post(apiUrl('/api/auth/login'), () => new HttpResponse(null, { status: 500, statusText: '' })));
    const { user } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500');
  });

  it("reads 'Ingresando...' while waiting", async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(http.post(apiUrl('/api/auth/login'), () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    answer(HttpResponse.json({ token: 'jwt-admin', usuario: admin }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
  });

  it('says only admins may sign in when sent back as forbidden', () => {
    renderLogin('/login?m=forbidden');

    expect(screen.getByRole('alert')).toHaveTextContent(ONLY_ADMINS);
  });

  it('signs in with what was typed or autofilled before hydration', async () => {
    const bodies = answerLogin();
    const { user, hydrationErrors } = await hydrateWithProviders(
      <LoginPage />,
      async (visitor) => {
        await visitor.type(screen.getByLabelText('Email'), 'admin@example.com');
        await visitor.type(screen.getByLabelText('Contraseña'), 'admin1234');
      },
      { route: '/login', path: '/login', routes: [{ path: '/admin', element: <h1>Panel</h1> }] },
    );

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'admin@example.com', contrasena: 'admin1234' }]);
    expect(hydrationErrors).toEqual([]);
  });

  it("hydrates the server's answer to a sign-in posted without JavaScript: the email kept, what is needed said", async () => {
    const answer = {
      values: { email: 'admin@example.com' },
      error: 'Para ingresar a la administración necesitás activar JavaScript en tu navegador.',
    };
    const { hydrationErrors } = await hydrateWithProviders(
      <PostedFormProvider form={answer}>
        <LoginPage />
      </PostedFormProvider>,
      async () => undefined,
      { route: '/login', path: '/login' },
    );

    expect(screen.getByRole('alert')).toHaveTextContent(answer.error);
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(hydrationErrors).toEqual([]);
  });

  it("forgets the server's answer on a page opened later in the app", async () => {
    const answer = { values: { email: 'admin@example.com' }, error: 'Falta JavaScript.' };
    const { router } = renderWithProviders(
      <PostedFormProvider form={answer}>
        <LoginPage />
      </PostedFormProvider>,
      { route: '/login', path: '/login', routes: [{ path: '/register', element: <h1>Registro</h1> }] },
    );
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');

    await act(() => router.navigate('/register'));
    await act(() => router.navigate('/login'));

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the account was created when the registration sends the visitor here', () => {
    renderLogin('/login?m=created');

    expect(screen.getByRole('status')).toHaveTextContent('Tu cuenta fue creada con éxito.');
  });

  it('says nothing about a new account when opened directly', () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links to the registration page', () => {
    renderLogin();

    expect(screen.getByRole('link', { name: 'Creá una cuenta' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
  });
});

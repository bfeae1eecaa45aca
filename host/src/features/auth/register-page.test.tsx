import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, hydrateWithProviders, renderWithProviders, server } from '@shop/shared/test';
import { PostedFormProvider } from '../../common/posted-form';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const created = { token: 'jwt-cliente', usuario: { id: 7, nombre: 'Ana', email: 'ana@example.com', rol: 'cliente' } };

function renderRegister() {
  return renderWithProviders(<RegisterPage />, {
    route: '/register',
    path: '/register',
    routes: [{ path: '/login', element: <LoginPage /> }],
  });
}

type User = ReturnType<typeof renderRegister>['user'];

function recordRegistrations() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/api/auth/register'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return bodies;
}

async function fill(user: User, values: Partial<Record<'Nombre' | 'Email' | 'DNI' | 'Contraseña', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

const valid = { Nombre: ' Ana ', Email: 'ana@example.com', DNI: ' 30.123 456 ', Contraseña: 'secreta1' };

describe('RegisterPage', () => {
  it('ties the DNI hint and the password placeholder to their fields', () => {
    renderRegister();

    expect(screen.getByLabelText('DNI')).toHaveAccessibleDescription('Ingresá 7 a 9 dígitos');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    expect(screen.getByRole('link', { name: 'Ingresá' })).toHaveAttribute('href', '/login');
  });

  it('stops each field at the length the API takes, and asks for a password of 6 characters at least', () => {
    renderRegister();

    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('DNI')).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('minLength', '6');
  });

  it('explains each invalid field before calling the API', async () => {
    const { user } = renderRegister();

    await fill(user, { DNI: '12ab', Contraseña: '123' });

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El email es obligatorio.');
    expect(screen.getByLabelText('DNI')).toHaveAccessibleDescription(
      'Ingresá 7 a 9 dígitos El DNI debe tener 7 a 9 dígitos.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres.',
    );
    for (const label of ['Nombre', 'Email', 'DNI', 'Contraseña']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it.each(['123456', '1234567890'])('refuses the DNI %s', async (dni) => {
    const { user } = renderRegister();

    await fill(user, { ...valid, DNI: dni });

    expect(screen.getByText('El DNI debe tener 7 a 9 dígitos.')).toBeInTheDocument();
  });

  it('creates the account with trimmed data and the DNI as digits, stores the token and goes to the sign-in page, which says so', async () => {
    const bodies = recordRegistrations();
    const { user, router } = renderRegister();

    await fill(user, valid);

    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Tu cuenta fue creada con éxito.');
    expect(bodies).toEqual([{ nombre: 'Ana', email: 'ana@example.com', dni: '30123456', contrasena: 'secreta1' }]);
    expect(window.localStorage.getItem('token')).toBe('jwt-cliente');
  });

  it("shows the API's error in the red box", async () => {
    server.use(
      http.post(apiUrl('/api/auth/register'), () =>
        HttpResponse.json({ error: 'El email ya está registrado' }, { status: 409 }),
      ),
    );
    const { user } = renderRegister();

    await fill(user, valid);

    expect(await screen.findByRole('alert')).toHaveTextContent('El email ya está registrado');
  });

  it("reads 'Creando...' while waiting", async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(http.post(apiUrl('/api/auth/register'), () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = renderRegister();

    await fill(user, valid);

    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    answer(HttpResponse.json(created));
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('sends what was typed before hydration, the name first', async () => {
    const bodies = recordRegistrations();
    const { user, hydrationErrors } = await hydrateWithProviders(
      <RegisterPage />,
      async (visitor) => {
        for (const [label, value] of Object.entries(valid)) await visitor.type(screen.getByLabelText(label), value);
      },
      { route: '/register', path: '/register', routes: [{ path: '/login', element: <LoginPage /> }] },
    );

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeInTheDocument();
    expect(bodies).toEqual([{ nombre: 'Ana', email: 'ana@example.com', dni: '30123456', contrasena: 'secreta1' }]);
    expect(hydrationErrors).toEqual([]);
  });

  it("hydrates the server's answer to a post without JavaScript: what was typed, never the password, and the messages", async () => {
    const answer = {
      values: { nombre: 'Ana', email: 'ana@example', dni: '30123456' },
      problems: { email: 'El email no es válido.', contrasena: 'La contraseña debe tener al menos 6 caracteres.' },
    };
    const { hydrationErrors } = await hydrateWithProviders(
      <PostedFormProvider form={answer}>
        <RegisterPage />
      </PostedFormProvider>,
      async () => undefined,
      { route: '/register', path: '/register' },
    );

    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('DNI')).toHaveValue('30123456');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El email no es válido.');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres.',
    );
    expect(hydrationErrors).toEqual([]);
  });

  it("shows the API's refusal the server met, in the red box", () => {
    renderWithProviders(
      <PostedFormProvider form={{ values: { nombre: 'Ana' }, error: 'El email ya está registrado' }}>
        <RegisterPage />
      </PostedFormProvider>,
      { route: '/register', path: '/register' },
    );

    expect(screen.getByRole('alert')).toHaveTextContent('El email ya está registrado');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  });
});

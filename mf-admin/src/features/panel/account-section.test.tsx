import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';
import { AdminPanelPage } from './admin-panel-page';

function LocationProbe() {
  const { pathname } = useLocation();
  return <p>{`Ahora en ${pathname}`}</p>;
}

/** The panel with its 'Tu cuenta' card open. */
async function renderAccount() {
  window.localStorage.setItem('token', 't');
  const calls = recordCalls();
  const rendered = renderWithProviders(<AdminPanelPage />, {
    route: '/admin',
    path: '/admin',
    routes: [{ path: '/login', element: <LocationProbe /> }],
    preloadedState: ADMIN_SESSION,
  });
  await rendered.user.click(screen.getByRole('button', { name: /Tu cuenta/ }));
  const authCalls = () => calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/auth/'));
  return { ...rendered, authCalls };
}

describe('Tu cuenta, in the admin panel', () => {
  describe('Cambiar contraseña', () => {
    it('says beside each field what is missing, in Spanish, and sends nothing', async () => {
      const { user, authCalls } = await renderAccount();

      await user.type(screen.getByLabelText('Contraseña nueva'), 'abc');
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual es obligatoria.',
      );
      expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
        'La contraseña debe tener al menos 6 caracteres.',
      );
      expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute('aria-invalid', 'true');
      expect(authCalls()).toEqual([]);
    });

    it('changes it with the current password and says the other sessions were ended', async () => {
      const { user, authCalls, store } = await renderAccount();

      await user.type(screen.getByLabelText('Contraseña actual'), 'vieja-clave');
      await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave');
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

      expect(await screen.findByText('Contraseña cambiada. Se cerraron tus otras sesiones.')).toBeInTheDocument();
      expect(authCalls()).toEqual([
        expect.objectContaining({
          path: '/api/auth/password',
          authorization: 'Bearer t',
          body: { contrasena_actual: 'vieja-clave', contrasena_nueva: 'nueva-clave' },
        }),
      ]);
      expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
      expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('');
      expect(store.getState().session.token).toBe('t');
    });

    it('shows a wrong current password beside its field and keeps the session', async () => {
      server.use(
        http.post(apiUrl('/api/auth/password'), () =>
          HttpResponse.json(
            { error: 'La contraseña actual no es correcta.', campo: 'contrasena_actual' },
            { status: 400 },
          ),
        ),
      );
      const { user, store } = await renderAccount();

      await user.type(screen.getByLabelText('Contraseña actual'), 'equivocada');
      await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave');
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
          'La contraseña actual no es correcta.',
        ),
      );
      expect(store.getState().session).toMatchObject({ token: 't', expired: false });
    });
  });

  describe('Cerrar todas las sesiones', () => {
    it('asks first; Cancelar ends nothing', async () => {
      const { user, authCalls } = await renderAccount();

      await user.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
      const dialog = screen.getByRole('dialog', { name: '¿Cerrar todas las sesiones?' });
      expect(within(dialog).getByText(/también en este/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(authCalls()).toEqual([]);
    });

    it('ends every session on the API, says so, and then goes to sign in without the token', async () => {
      const { user, authCalls, store } = await renderAccount();

      await user.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
      const dialog = screen.getByRole('dialog', { name: '¿Cerrar todas las sesiones?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas' }));

      expect(await screen.findByText('Se cerraron todas tus sesiones, también esta.')).toBeInTheDocument();
      expect(authCalls()).toEqual([
        expect.objectContaining({ path: '/api/auth/logout-all', authorization: 'Bearer t' }),
      ]);
      await user.click(screen.getByRole('button', { name: 'Ingresar de nuevo' }));

      expect(await screen.findByText('Ahora en /login')).toBeInTheDocument();
      expect(store.getState().session.token).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
    });

    it('shows why when the sessions could not be ended, and keeps this one', async () => {
      server.use(http.post(apiUrl('/api/auth/logout-all'), () => HttpResponse.error()));
      const { user, store } = await renderAccount();

      await user.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
      await user.click(screen.getByRole('button', { name: 'Cerrar todas' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(/No se pudo conectar con la API/);
      expect(screen.getByRole('button', { name: 'Cerrar todas las sesiones' })).toBeInTheDocument();
      expect(store.getState().session.token).toBe('t');
    });
  });
});

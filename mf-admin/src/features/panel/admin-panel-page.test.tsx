import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useLocation } from '@shop/shared/router';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, summaryHandler } from '../../test/admin-test-api';
import { AdminPanelPage } from './admin-panel-page';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`Ahora en ${decodeURIComponent(`${pathname}${search}`)}`}</p>;
}

/** The panel with an admin's session; `handlers` replace the default answers. */
function renderPanel(...handlers: RequestHandler[]) {
  window.localStorage.setItem('token', 't');
  server.use(
    ...handlers,
    summaryHandler('bicicletas', { total: 12, visibles: 9, ocultos: 3, destacados: 4, sin_imagen: 2, sin_precio: 1 }),
    summaryHandler('accesorios', { total: 7, visibles: 7, destacados: 1, sin_precio: 5 }),
  );
  return renderWithProviders(<AdminPanelPage />, {
    route: '/admin',
    path: '/admin',
    routes: [{ path: '*', element: <LocationProbe /> }],
    preloadedState: ADMIN_SESSION,
  });
}

describe('AdminPanelPage', () => {
  it('shows each catalogue in numbers, with the way to its list', async () => {
    const { user } = renderPanel();
    const numbers = within(screen.getByRole('region', { name: 'Tu catálogo' }));

    const bikes = within(await numbers.findByRole('article', { name: 'Bicicletas 12 en total' }));
    expect(bikes.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`)).toEqual([
      'Visibles 9',
      'Ocultos 3',
      'Destacados 4',
      'Sin imagen 2',
      'Sin precio 1',
    ]);
    const accessories = within(numbers.getByRole('article', { name: 'Accesorios 7 en total' }));
    expect(accessories.getByText('Sin precio').nextSibling).toHaveTextContent('5');

    await user.click(bikes.getByRole('link', { name: 'Ver la lista' }));
    expect(screen.getByText('Ahora en /admin/bicicletas/editar')).toBeInTheDocument();
  });

  it('says so when the numbers cannot be loaded, and keeps the rest of the panel', async () => {
    renderPanel(
      http.get(apiUrl('/api/bicicletas/resumen'), () => HttpResponse.json({ error: 'Error' }, { status: 500 })),
    );

    expect(await screen.findByText('No se pudieron cargar los números.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
  });

  it('greets the admin', () => {
    renderPanel();

    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
  });

  it('is kept out of search engines', () => {
    renderPanel();

    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
  });

  it('greets by the name the profile check answers', async () => {
    renderPanel();
    server.use(
      http.get(apiUrl('/api/auth/me'), () => HttpResponse.json({ ...ADMIN_SESSION.session.user, nombre: 'Ana María' })),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana María' })).toBeInTheDocument();
  });

  it('opens and closes the help, which describes only the existing sections', async () => {
    const { user } = renderPanel();
    const toggle = screen.getByRole('button', { name: '¿Cómo uso esto?' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/portadas secundarias de la página de inicio/)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/portadas secundarias de la página de inicio/)).toBeVisible();
    expect(screen.queryByText(/pedidos|configuración|ajustes/i)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/portadas secundarias de la página de inicio/)).not.toBeVisible();
  });

  it('links the home section to the secondary covers', async () => {
    const { user } = renderPanel();

    await user.click(screen.getByRole('button', { name: /Inicio del sitio/ }));

    expect(screen.getByRole('link', { name: 'Cambiar portadas secundarias' })).toHaveAttribute(
      'href',
      '/admin/home/portadas-secundarias',
    );
  });

  it('asks for the bicycle category before adding one', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /Bicicletas/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar nueva' }));

    const group = screen.getByRole('group', { name: 'Categoría' });
    expect(group).toHaveAccessibleDescription('Elegí la categoría antes de cargar el producto.');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['MTB', 'URBANO', 'BMX', 'RUTA', 'KIDS']);
    const proceed = screen.getByRole('button', { name: 'Continuar' });
    expect(proceed).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'RUTA' }));
    await user.click(proceed);

    expect(await screen.findByText('Ahora en /admin/bicicletas/nueva?categoria=RUTA')).toBeInTheDocument();
  });

  it('offers every accessory category and keeps the chosen one in the address', async () => {
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: /Accesorios/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar nuevo' }));

    const group = screen.getByRole('group', { name: 'Categoría' });
    expect(within(group).getAllByRole('radio')).toHaveLength(9);
    await user.click(within(group).getByRole('radio', { name: 'CADENA / LINGA / CANDADO' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByText('Ahora en /admin/accesorios/nuevo?categoria=CADENA / LINGA / CANDADO'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO');
  });

  it('links each catalogue to its edit list', async () => {
    const { user } = renderPanel();
    const bikes = screen.getByRole('region', { name: /Bicicletas/ });
    const accessories = screen.getByRole('region', { name: /Accesorios/ });

    await user.click(within(bikes).getByRole('button', { name: /Bicicletas/ }));
    await user.click(within(accessories).getByRole('button', { name: /Accesorios/ }));

    expect(within(bikes).getByRole('link', { name: 'Editar / eliminar' })).toHaveAttribute(
      'href',
      '/admin/bicicletas/editar',
    );
    expect(within(accessories).getByRole('link', { name: 'Editar / eliminar' })).toHaveAttribute(
      'href',
      '/admin/accesorios/editar',
    );
  });
});

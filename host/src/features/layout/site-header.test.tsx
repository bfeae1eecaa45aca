import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { lineAdded } from '@shop/shared/enquiry';
import { renderWithProviders } from '@shop/shared/test';
import { SiteHeader } from './site-header';

function renderHeader(route = '/') {
  return renderWithProviders(<SiteHeader />, {
    route,
    path: '*',
  });
}

describe('SiteHeader', () => {
  it('links the logo and the main sections', () => {
    renderHeader();

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'INICIO' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'CONTACTO' })).toHaveAttribute('href', '/contacto');
    expect(within(nav).getByRole('link', { name: 'UBICACIÓN' })).toHaveAttribute('href', '/ubicacion');
    expect(screen.getByRole('link', { name: 'Rueda Libre' })).toHaveAttribute('href', '/');
  });

  it("links 'Mi consulta' with the number of items the list holds", () => {
    const { store } = renderHeader();
    expect(screen.getByRole('link', { name: 'Mi consulta' })).toHaveAttribute('href', '/mi-consulta');

    act(() => {
      store.dispatch(lineAdded({ type: 'accesorio', id: 7, nombre: 'Casco', precio: 30_000, cantidad: 2 }));
      store.dispatch(lineAdded({ type: 'accesorio', id: 9, nombre: 'Candado', precio: null, cantidad: 1 }));
    });

    expect(screen.getByRole('link', { name: 'Mi consulta 3 (3 productos)' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderHeader('/contacto');

    expect(screen.getByRole('link', { name: 'CONTACTO' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'INICIO' })).not.toHaveAttribute('aria-current');
  });

  it('opens the bicycles submenu on click with a link per category', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'BICICLETAS' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const slug of ['mtb', 'urbano', 'bmx', 'ruta', 'kids']) {
      expect(screen.getByRole('link', { name: slug.toUpperCase() })).toHaveAttribute('href', `/bicicletas/${slug}`);
    }
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/bicicletas');
  });

  it('opens the accessories submenu by keyboard and closes it with Escape', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'ACCESORIOS' });

    button.focus();
    await user.keyboard('{Enter}');

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'CADENA / LINGA / CANDADO' })).toHaveAttribute(
      'href',
      '/accesorios/seguridad',
    );
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/accesorios');

    await user.tab();
    expect(screen.getByRole('link', { name: 'INFLADORES' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'INFLADORES' })).not.toBeInTheDocument();
  });

  it('keeps one submenu open at a time', async () => {
    const { user } = renderHeader();

    await user.click(screen.getByRole('button', { name: 'BICICLETAS' }));
    await user.click(screen.getByRole('button', { name: 'ACCESORIOS' }));

    expect(screen.getByRole('button', { name: 'BICICLETAS' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'ACCESORIOS' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the small-screen menu and closes it on navigation', async () => {
    const { user, router } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Principal' }).id);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'BICICLETAS' }));
    await user.click(screen.getByRole('link', { name: 'MTB' }));

    expect(router.state.location.pathname).toBe('/bicicletas/mtb');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'BICICLETAS' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has links for the small-screen menu without JavaScript: to the menu, and away to a fragment naming nothing', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Principal' });

    expect(screen.getByRole('link', { name: 'Abrir menú' })).toHaveAttribute('href', `#${nav.id}`);
    const away = screen.getByRole('link', { name: 'Cerrar menú' }).getAttribute('href') ?? '';
    expect(away).toMatch(/^#./);
    expect(document.getElementById(away.slice(1))).toBeNull();
  });

  it('closes an open submenu when clicking elsewhere', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'BICICLETAS' });

    await user.click(button);
    await user.click(document.body);

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu with Escape, one layer at a time', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const submenuButton = screen.getByRole('button', { name: 'BICICLETAS' });
    await user.click(submenuButton);

    await user.keyboard('{Escape}');
    expect(submenuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { recordWindowScrolls, renderWithProviders } from '@shop/shared/test';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { RootLayout } from './root-layout';

function renderLayoutAt(route: string) {
  return renderWithProviders(<RootLayout />, { route, path: '*' });
}

describe('RootLayout', () => {
  recordWindowScrolls();

  it('frames the storefront with its header and footer', () => {
    renderLayoutAt('/contacto');

    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/bicicletas/editar'])('leaves %s to the admin area’s own navigation', (route) => {
    renderLayoutAt(route);

    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('frames an admin page whose remote is down, so the visitor keeps a way out', () => {
    renderWithProviders(<RootLayout />, {
      route: '/admin',
      path: '/',
      children: [{ path: 'admin', element: <RemoteUnavailable onRetry={() => undefined} /> }],
    });

    expect(screen.getByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

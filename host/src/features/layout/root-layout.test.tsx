import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { recordWindowScrolls, renderWithProviders } from '@shop/shared/test';
import { useReportUnavailableSection } from '../../common/unavailable-section';
import { RootLayout } from './root-layout';

/** A remote's section that is down, as the remotes' fallback reports itself. */
function SectionDown() {
  useReportUnavailableSection();
  return <h1>Sección caída</h1>;
}

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
      children: [{ path: 'admin', element: <SectionDown /> }],
    });

    expect(screen.getByRole('heading', { name: 'Sección caída' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '@shop/shared/test';
import { AccessoryCategoryRedirect } from './accessory-category-redirect';

function CatalogueProbe() {
  const [params] = useSearchParams();
  return <p>{`Catálogo de la categoría ${params.get('categoria') ?? 'ninguna'}`}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(<AccessoryCategoryRedirect />, {
    route,
    path: '/accesorios/:slug',
    routes: [{ path: '/catalogo-accesorios', element: <CatalogueProbe /> }],
  });
}

describe('AccessoryCategoryRedirect', () => {
  it('replaces the address with the catalogue filtered by the mapped category', async () => {
    const { router } = renderAt('/accesorios/seguridad');

    expect(await screen.findByText('Catálogo de la categoría CADENA / LINGA / CANDADO')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('maps the pie-apoyo alias to PIE DE APOYO', async () => {
    renderAt('/accesorios/pie-apoyo');

    expect(await screen.findByText('Catálogo de la categoría PIE DE APOYO')).toBeInTheDocument();
  });

  it('upper-cases an unknown slug and uses it as is', async () => {
    renderAt('/accesorios/parrillas');

    expect(await screen.findByText('Catálogo de la categoría PARRILLAS')).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useSearchParams } from '@shop/shared/router';
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

  it.each([
    ['infladores', 'INFLADORES'],
    ['cascos', 'CASCOS'],
    ['luces', 'LUCES'],
    ['guardabarros', 'GUARDABARROS'],
    ['pie-de-apoyo', 'PIE DE APOYO'],
    ['pie-apoyo', 'PIE DE APOYO'],
    ['punos', 'PUÑOS'],
    ['estabilizadores', 'ESTABILIZADORES'],
    ['otros', 'OTROS'],
    ['Luces', 'LUCES'],
  ])('maps /accesorios/%s to the category %s', async (slug, category) => {
    renderAt(`/accesorios/${slug}`);

    expect(await screen.findByText(`Catálogo de la categoría ${category}`)).toBeInTheDocument();
  });

  it('upper-cases an unknown slug and uses it as is', async () => {
    renderAt('/accesorios/parrillas');

    expect(await screen.findByText('Catálogo de la categoría PARRILLAS')).toBeInTheDocument();
  });
});

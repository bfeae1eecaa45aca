import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useLocation } from '@shop/shared/router';
import { renderWithProviders } from '@shop/shared/test';
import { BikeCategoryRedirect } from './bike-category-redirect';

function LocationProbe() {
  const location = useLocation();
  return <p>{`Estás en ${location.pathname}${location.search}`}</p>;
}

describe('BikeCategoryRedirect', () => {
  it('replaces /bicicletas/{slug} with the catalogue filtered by that category', async () => {
    const { router } = renderWithProviders(<BikeCategoryRedirect />, {
      route: '/bicicletas/mtb',
      path: '/bicicletas/:slug',
      routes: [{ path: '/catalogo-bicicletas', element: <LocationProbe /> }],
    });

    expect(await screen.findByText('Estás en /catalogo-bicicletas?categoria=mtb')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

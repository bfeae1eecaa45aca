import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aPagedList, recordGets, renderWithProviders } from '@shop/shared/test';
import { aListItem } from '../../test/bike-fixtures';
import { BikesCataloguePage } from './bikes-catalogue-page';

afterEach(() => window.localStorage.clear());

describe('Comparar on the catalogue cards', () => {
  it('adds up to three bikes to the bar, says so on a fourth, and the bar leads to the comparison', async () => {
    recordGets('/api/bicicletas', () => HttpResponse.json(aPagedList([1, 2, 3, 4].map((id) => aListItem(id)))));
    const { user, router } = renderWithProviders(<BikesCataloguePage />, {
      route: '/catalogo-bicicletas',
      path: '/catalogo-bicicletas',
      routes: [{ path: '/comparar-bicicletas', element: <p>Comparación</p> }],
    });
    for (const id of [1, 2, 3]) await user.click(await screen.findByRole('button', { name: `Comparar Bici ${id}` }));
    expect(screen.getByRole('button', { name: 'Comparar Bici 1' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Comparar Bici 4' }));
    expect(screen.getByRole('button', { name: 'Comparar Bici 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Podés comparar hasta 3 bicicletas. Quitá una para sumar esta.')).toBeInTheDocument();

    const bar = within(screen.getByRole('complementary', { name: 'Bicicletas para comparar' }));
    expect(bar.getByText('Comparar (3 de 3)')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Quitar Bici 2 de la comparación' }));
    expect(screen.getByRole('button', { name: 'Comparar Bici 2' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Comparar Bici 4' }));
    expect(JSON.parse(window.localStorage.getItem('comparar-bicicletas') ?? '')).toEqual([
      { id: 1, nombre: 'Bici 1' },
      { id: 3, nombre: 'Bici 3' },
      { id: 4, nombre: 'Bici 4' },
    ]);
    await user.click(bar.getByRole('link', { name: 'Ver comparación' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/comparar-bicicletas?ids=1,3,4');
  });

  it('shows the bar kept from an earlier visit, and ignores a stored value that is not a list of bikes', async () => {
    recordGets('/api/bicicletas', () => HttpResponse.json(aPagedList([aListItem(1)])));
    window.localStorage.setItem('comparar-bicicletas', JSON.stringify([{ id: 7, nombre: 'Guardada' }, { id: 'x' }]));
    renderWithProviders(<BikesCataloguePage />, { route: '/catalogo-bicicletas', path: '/catalogo-bicicletas' });
    const bar = within(await screen.findByRole('complementary', { name: 'Bicicletas para comparar' }));
    expect(bar.getByText('Comparar (1 de 3)')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Ver comparación' })).toHaveAttribute('href', '/comparar-bicicletas?ids=7');
  });
});

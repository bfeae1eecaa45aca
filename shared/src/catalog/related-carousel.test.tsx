import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@shop/shared/test';
import { RelatedCarousel, type RelatedCard } from './related-carousel';

function cards(ids: number[]): RelatedCard[] {
  return ids.map((id) => ({
    id,
    href: `/bici/${id}`,
    name: `Bici ${id}`,
    category: 'mtb',
    image: null,
    price: 'Consultá precio',
    sale: null,
    taxNote: null,
    cashPrice: null,
  }));
}

function shownNames() {
  const list = within(screen.getByRole('region', { name: 'Te puede interesar' })).getByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('RelatedCarousel', () => {
  it('shows three at a time and wraps around in both directions', async () => {
    const { user } = renderWithProviders(<RelatedCarousel cards={cards([1, 2, 3, 4, 5])} />);
    expect(shownNames()).toEqual(['Bici 1', 'Bici 2', 'Bici 3']);

    await user.click(screen.getByRole('button', { name: 'Ver siguientes' }));
    expect(shownNames()).toEqual(['Bici 4', 'Bici 5']);
    await user.click(screen.getByRole('button', { name: 'Ver siguientes' }));
    expect(shownNames()).toEqual(['Bici 1', 'Bici 2', 'Bici 3']);
    await user.click(screen.getByRole('button', { name: 'Ver anteriores' }));
    expect(shownNames()).toEqual(['Bici 4', 'Bici 5']);
  });

  it('goes back to the first page when the list changes', async () => {
    function ChangingList() {
      const [ids, setIds] = useState([1, 2, 3, 4]);
      return (
        <>
          <button type="button" onClick={() => setIds([6, 7, 8, 9])}>
            Otra bici
          </button>
          <RelatedCarousel cards={cards(ids)} />
        </>
      );
    }
    const { user } = renderWithProviders(<ChangingList />);
    await user.click(screen.getByRole('button', { name: 'Ver siguientes' }));
    expect(shownNames()).toEqual(['Bici 4']);

    await user.click(screen.getByRole('button', { name: 'Otra bici' }));
    expect(shownNames()).toEqual(['Bici 6', 'Bici 7', 'Bici 8']);
  });

  it('has no arrows for one page and nothing at all for an empty list', () => {
    const { unmount } = renderWithProviders(<RelatedCarousel cards={cards([1, 2])} />);
    expect(screen.queryByRole('button', { name: 'Ver siguientes' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    unmount();

    renderWithProviders(<RelatedCarousel cards={[]} />);
    expect(screen.queryByRole('region', { name: 'Te puede interesar' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { siteConfig } from '@shop/shared/config';
import { renderWithProviders } from '@shop/shared/test';
import { LocationsPage } from './locations-page';

describe('LocationsPage', () => {
  it('shows one card per location with its data and links', () => {
    renderWithProviders(<LocationsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Dónde encontrarnos' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    siteConfig.locations.forEach((location, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { name: location.title })).toBeInTheDocument();
      expect(card.getByText(location.tagline)).toBeInTheDocument();
      expect(card.getByText(location.address, { exact: false })).toBeInTheDocument();
      expect(card.getByText(`${location.neighborhood}, ${location.city}`, { exact: false })).toBeInTheDocument();
      expect(
        within(card.getByRole('list', { name: 'Horarios' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Lunes a sábados: 09 a 20 h', 'Domingos: 10 a 16 h']);
      expect(card.getByRole('link', { name: location.phone })).toHaveAttribute(
        'href',
        `tel:${location.phone.replace(/[^\d+]/g, '')}`,
      );
      expect(card.getByRole('link', { name: location.email })).toHaveAttribute('href', `mailto:${location.email}`);
      expect(card.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`,
      );
      const maps = card.getByRole('link', { name: /Ver en Google Maps/ });
      expect(maps).toHaveAttribute('href', location.mapsPlaceUrl);
      expect(maps).toHaveAttribute('target', '_blank');
      expect(card.getByTitle(new RegExp(`^Mapa de ${location.title}`))).toHaveAttribute(
        'src',
        `https://maps.google.com/maps?q=${location.lat},${location.lng}&z=${location.zoom ?? 14}&output=embed`,
      );
    });
  });
});

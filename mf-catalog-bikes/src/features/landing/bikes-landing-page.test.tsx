import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shop/shared/test';
import { BikesLandingPage } from './bikes-landing-page';

describe('BikesLandingPage', () => {
  it('shows the title and one card per category linking to the filtered catalogue', () => {
    renderWithProviders(<BikesLandingPage />, { route: '/bicicletas', path: '/bicicletas' });

    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    for (const category of ['MTB', 'URBANO', 'BMX', 'RUTA', 'KIDS']) {
      expect(screen.getByRole('link', { name: category })).toHaveAttribute(
        'href',
        `/catalogo-bicicletas?categoria=${category.toLowerCase()}`,
      );
    }
  });

  it('offers a chat asking for advice by height, use and budget', () => {
    renderWithProviders(<BikesLandingPage />, { route: '/bicicletas', path: '/bicicletas' });

    const chat = screen.getByRole('link', { name: /pedir asesoramiento/i });
    const message = new URL(chat.getAttribute('href') ?? '').searchParams.get('text');
    expect(message).toBe('Hola! Quiero asesoramiento para elegir una bicicleta. Mi altura es: … Uso: … Presupuesto: …');
    expect(chat).toHaveAttribute('target', '_blank');
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shop/shared/test';
import { AccessoriesLandingPage } from './accessories-landing-page';

const LANDING_CARDS = [
  ['INFLADORES', 'infladores'],
  ['CASCOS', 'cascos'],
  ['LUCES', 'luces'],
  ['GUARDABARROS', 'guardabarros'],
  ['CADENA / LINGA / CANDADO', 'seguridad'],
  ['PIE DE APOYO', 'pie-de-apoyo'],
  ['PUÑOS', 'punos'],
  ['ESTABILIZADORES', 'estabilizadores'],
] as const;

describe('AccessoriesLandingPage', () => {
  it('shows one card per category except OTROS, each linking to its category address', () => {
    renderWithProviders(<AccessoriesLandingPage />, { route: '/accesorios', path: '/accesorios' });

    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
    for (const [name, slug] of LANDING_CARDS) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/accesorios/${slug}`);
    }
    expect(screen.queryByRole('link', { name: 'OTROS' })).not.toBeInTheDocument();
  });

  it('offers a chat asking for accessory advice', () => {
    renderWithProviders(<AccessoriesLandingPage />, { route: '/accesorios', path: '/accesorios' });

    const chat = screen.getByRole('link', { name: /consultar por chat/i });
    const message = new URL(chat.getAttribute('href') ?? '').searchParams.get('text');
    expect(message).toMatch(/^Hola! Quiero asesoramiento para elegir un accesorio/);
  });
});

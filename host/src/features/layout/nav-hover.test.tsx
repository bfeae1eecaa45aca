import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shop/shared/test';
import { SiteHeader } from './site-header';

/** A desktop screen, where hovering an item with the mouse opens its submenu. */
beforeEach(() => {
  window.matchMedia = jest.fn((query: string) => ({ matches: true, media: query }) as MediaQueryList);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('SiteHeader on a desktop with a mouse', () => {
  it('keeps the submenu that hovering opened when its item is then clicked; a second click closes it', async () => {
    const { user } = renderWithProviders(<SiteHeader />, { route: '/', path: '*' });
    const button = screen.getByRole('button', { name: 'BICICLETAS' });

    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'MTB' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the submenu when the mouse leaves it', async () => {
    const { user } = renderWithProviders(<SiteHeader />, { route: '/', path: '*' });
    const button = screen.getByRole('button', { name: 'BICICLETAS' });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'MTB' })).toBeVisible();

    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'MTB' })).not.toBeInTheDocument();
  });
});

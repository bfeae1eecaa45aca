import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Link } from '@shop/shared/router';
import { renderWithProviders } from '@shop/shared/test';
import { ScrollToTop } from './scroll-to-top';

function Page() {
  return (
    <>
      <ScrollToTop />
      <Link to="/contacto">Contacto</Link>
    </>
  );
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

describe('ScrollToTop', () => {
  let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    preferReducedMotion(false);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('turns off the browser scroll restoration', () => {
    renderWithProviders(<Page />, { path: '*' });

    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('scrolls smoothly to the top on every route change', async () => {
    const { user } = renderWithProviders(<Page />, { path: '*' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Contacto' }));

    expect(scrollTo.mock.calls).toEqual([[{ top: 0, left: 0, behavior: 'smooth' }]]);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    const { user } = renderWithProviders(<Page />, { path: '*' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Contacto' }));

    expect(scrollTo.mock.calls).toEqual([[{ top: 0, left: 0, behavior: 'auto' }]]);
  });
});

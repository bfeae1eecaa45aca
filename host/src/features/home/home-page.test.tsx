import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { apiUrl, aPagedList, renderWithProviders, server } from '@shop/shared/test';
import type { HomeBanner } from '@shop/shared/ui';
import { HomePage } from './home-page';

function tile(overrides: Partial<HomeBanner>): HomeBanner {
  return {
    slot: 1,
    title_top: 'Nueva temporada',
    title_bottom: 'Banner',
    tagline_en: 'Ride more',
    tagline_sub: 'Cuotas sin interés',
    cta_text: 'Ver más',
    cta_url: '/bicicletas',
    image_url: '/uploads/banner.webp',
    sort_order: 1,
    ...overrides,
  };
}

function answerBanners(tiles: HomeBanner[]) {
  server.use(http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json(tiles)));
}

async function bannerTitles() {
  const region = await screen.findByRole('region', { name: 'Promociones' });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

// The 'Destacados' strip has its own tests; here it has nothing to show.
beforeEach(() => {
  server.use(
    http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
    http.get(apiUrl('/api/accesorios'), () => HttpResponse.json(aPagedList([]))),
  );
});

describe('HomePage', () => {
  it('shows the hero with a link to the catalogue', () => {
    answerBanners([]);
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '/bicicletas');
    expect(document.title).toBe(`Bicicletas y accesorios | ${siteConfig.shopName}`);
  });

  it('leads to the revocation form from the page itself, not only from the footer', () => {
    answerBanners([]);
    renderWithProviders(<HomePage />);

    const note = screen.getByRole('region', { name: '¿Te arrepentiste de una compra?' });
    expect(within(note).getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
  });

  it('shows at most three banners, by sort order then slot, alternating alignment', async () => {
    answerBanners([
      tile({ slot: 4, title_bottom: 'Cuarto', sort_order: 9 }),
      tile({ slot: 3, title_bottom: 'Tercero', sort_order: 2 }),
      tile({ slot: 2, title_bottom: 'Segundo', sort_order: 1 }),
      tile({ slot: 1, title_bottom: 'Primero', sort_order: 1 }),
    ]);
    renderWithProviders(<HomePage />);

    expect(await bannerTitles()).toEqual(['Primero', 'Segundo', 'Tercero']);
    const items = within(screen.getByRole('region', { name: 'Promociones' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.align)).toEqual(['right', 'left', 'right']);
  });

  it('links each banner to its address, with its image from the API', async () => {
    answerBanners([tile({ slot: 1, title_bottom: 'Cascos', cta_url: '/accesorios/cascos' })]);
    renderWithProviders(<HomePage />);

    const link = await screen.findByRole('link', { name: /Cascos/ });
    expect(link).toHaveAttribute('href', '/accesorios/cascos');
    const region = screen.getByRole('region', { name: 'Promociones' });
    expect(within(region).getByRole('presentation')).toHaveAttribute('src', `${siteConfig.apiUrl}/uploads/banner.webp`);
  });

  it('does not make a link of an unsafe address', async () => {
    answerBanners([tile({ slot: 1, title_bottom: 'Peligro', cta_url: 'javascript:alert(1)' })]);
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Peligro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Peligro/ })).not.toBeInTheDocument();
  });

  it('shows nothing when there are no banners', async () => {
    answerBanners([]);
    renderWithProviders(<HomePage />);

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Promociones' })).not.toBeInTheDocument();
  });

  it('shows nothing, and no error, when the banners cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json({ error: 'Caído' }, { status: 500 })),
    );
    renderWithProviders(<HomePage />);

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Promociones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toBeInTheDocument();
  });
});

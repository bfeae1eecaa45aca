import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { apiUrl, aPagedList, recordGets, renderWithProviders, server } from '@shop/shared/test';
import type { HomeBanner } from '@shop/shared/ui';
import { HomePage } from './home-page';

const image = (name: string) => ({ url: `/uploads/${name}.webp`, alt_text: null, width: 1200, height: 900 });

const BIKES = [
  { id: 3, nombre: 'Trail Andino 29', categoria: 'mtb', precio: 1250000, imagen_principal: image('trail') },
  { id: 9, nombre: 'Ruta Carbono', categoria: 'ruta', precio: null, imagen_principal: null },
];
const ACCESSORIES = [
  { id: 4, nombre: 'Casco ruta', categoria: 'cascos', precio: 68900, descuento_efectivo: 5, imagen_principal: null },
];
const HELMET_CARD =
  'Imagen no disponibleACCESORIO · CASCOSCasco ruta$ 68.900Precio sin impuestos nacionales: $ 56.942' +
  '$ 65.455 en efectivo o transferencia12 cuotas sin interés de $ 5.742 (la última de $ 5.738)';

function serveFeatured({
  bikes = HttpResponse.json(aPagedList(BIKES)),
  accessories = HttpResponse.json(aPagedList(ACCESSORIES)),
} = {}) {
  return {
    bikes: recordGets('/api/bicicletas', () => bikes),
    accessories: recordGets('/api/accesorios', () => accessories),
  };
}

function serveBanners(tiles: Partial<HomeBanner>[]) {
  server.use(
    http.get(apiUrl('/api/home/secondary-heroes'), () =>
      HttpResponse.json(
        tiles.map((tile, index) => ({
          slot: index + 1,
          title_top: null,
          title_bottom: null,
          tagline_en: null,
          tagline_sub: null,
          cta_text: null,
          cta_url: '/bicicletas',
          image_url: null,
          sort_order: index + 1,
          ...tile,
        })),
      ),
    ),
  );
}

const cardTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.textContent);

describe("HomePage: 'Destacados'", () => {
  beforeEach(() => serveBanners([]));

  it('shows the featured bicycles and accessories below the hero, alternating, with their prices', async () => {
    const requests = serveFeatured();
    renderWithProviders(<HomePage />);
    const strip = await screen.findByRole('region', { name: 'Destacados' });
    expect(cardTexts(strip)).toEqual([
      'BICICLETA · MTBTrail Andino 29$ 1.250.000Precio sin impuestos nacionales: $ 1.033.058' +
        '$ 1.125.000 en efectivo o transferencia12 cuotas sin interés de $ 104.167 (la última de $ 104.163)',
      HELMET_CARD,
      'Imagen no disponibleBICICLETA · RUTARuta CarbonoConsultá precio',
    ]);
    expect(within(strip).getByRole('link', { name: 'Trail Andino 29' })).toHaveAttribute(
      'href',
      '/bici/3-trail-andino-29',
    );
    expect(within(strip).getByRole('link', { name: 'Casco ruta' })).toHaveAttribute('href', '/accesorio/4-casco-ruta');
    expect(within(strip).getByRole('img', { name: 'Trail Andino 29' })).toHaveAttribute(
      'src',
      `${siteConfig.apiUrl}/uploads/trail.webp`,
    );
    for (const query of [requests.bikes[0], requests.accessories[0]]) {
      expect(Object.fromEntries(query ?? [])).toEqual({ destacado: 'true', limit: '6', page: '1' });
    }
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the other kind when one list fails, and nothing at all when both do', async () => {
    serveFeatured({ bikes: HttpResponse.json({ error: 'Caído' }, { status: 500 }) });
    const { unmount } = renderWithProviders(<HomePage />);
    expect(cardTexts(await screen.findByRole('region', { name: 'Destacados' }))).toEqual([HELMET_CARD]);
    unmount();

    serveFeatured({
      bikes: HttpResponse.json({ error: 'Caído' }, { status: 500 }),
      accessories: HttpResponse.json({ error: 'Caído' }, { status: 500 }),
    });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Cargando destacados' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Destacados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('HomePage: banners without a picture', () => {
  beforeEach(() => {
    serveFeatured({
      bikes: HttpResponse.json(aPagedList([])),
      accessories: HttpResponse.json(aPagedList([])),
    });
  });

  it('shows the text of a banner with no image, and no image placeholder', async () => {
    serveBanners([{ title_bottom: 'Sin foto', cta_text: 'Ver más' }]);
    renderWithProviders(<HomePage />);
    const banners = await screen.findByRole('region', { name: 'Promociones' });
    expect(within(banners).getByRole('heading', { name: 'Sin foto' })).toBeInTheDocument();
    expect(within(banners).queryByRole('img')).not.toBeInTheDocument();
    expect(within(banners).queryByText('Imagen no disponible')).not.toBeInTheDocument();
  });

  it('drops an image that fails to load and keeps the text', async () => {
    serveBanners([{ title_bottom: 'Foto rota', image_url: '/uploads/no-existe.webp' }]);
    renderWithProviders(<HomePage />);
    const banners = await screen.findByRole('region', { name: 'Promociones' });
    fireEvent.error(within(banners).getByRole('presentation'));
    expect(within(banners).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(banners).queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(within(banners).getByRole('link', { name: /Foto rota/ })).toBeInTheDocument();
  });
});

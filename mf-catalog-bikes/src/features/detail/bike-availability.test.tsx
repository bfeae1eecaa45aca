import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { selectEnquiryLines } from '@shop/shared/enquiry';
import type { Bicicleta, Imagen } from '@shop/shared/catalog';
import { apiUrl, aPagedList, aProductImage, renderWithProviders, server } from '@shop/shared/test';
import { aBike } from '../../test/bike-fixtures';
import { BikeDetailPage } from './bike-detail-page';

const NEGRO = '#000000';
const ROJO = '#ef4444';
const LINK = `${siteConfig.siteUrl}/bici/12-trail-andino-29`;

const CENTRAL = 'casa-central';
const PALERMO = 'local-palermo';
const AVAILABILITY: Bicicleta['disponibilidad'] = [
  { color: NEGRO, talle: 'M', tienda: CENTRAL, estado: 'sin_stock', dias: null },
  { color: ROJO, talle: 'S', tienda: CENTRAL, estado: 'a_pedido', dias: 15 },
  { color: ROJO, talle: 'M', tienda: CENTRAL, estado: 'pocas_unidades', dias: null },
  { color: ROJO, talle: 'S', tienda: PALERMO, estado: 'en_stock', dias: null },
];

/** What the page says at each store, in order. */
const storeLines = () =>
  within(screen.getByRole('list', { name: 'Disponibilidad por tienda' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

const AT_CENTRAL = {
  '@type': 'Place',
  name: 'Casa central',
  address: expect.objectContaining({ streetAddress: 'Av. Corrientes 1234' }),
};

function serveBike(overrides: Partial<Bicicleta>, images: Imagen[] = []) {
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () =>
      HttpResponse.json(aBike({ talle: 'S, M', color1: NEGRO, color2: ROJO, ...overrides })),
    ),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json(images)),
    http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
  );
}

async function renderBike(route = '/bici/12-trail-andino-29') {
  const view = renderWithProviders(<BikeDetailPage />, { route, path: '/bici/:idSlug' });
  await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
  const chatText = () =>
    new URL(screen.getByRole('link', { name: /Consultar/ }).getAttribute('href') ?? '').searchParams.get('text');
  const offer = () => {
    const script = document.querySelector('script[type="application/ld+json"]');
    return (JSON.parse(script?.textContent ?? '{}') as { offers?: Record<string, unknown> | Record<string, unknown>[] })
      .offers;
  };
  return { ...view, chatText, offer };
}

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('BikeDetailPage: availability of the choice', () => {
  it('says the availability of each choice at each store, names them in the chat message and claims them in the JSON-LD offers', async () => {
    serveBike({ disponibilidad: AVAILABILITY });
    const { user, chatText, offer } = await renderBike();

    await user.click(screen.getByRole('radio', { name: 'Negro' }));
    expect(storeLines()).toEqual(['Casa central: Sin stock', 'Local Palermo: Consultá disponibilidad']);
    expect(offer()).toMatchObject({ availability: 'https://schema.org/OutOfStock', availableAtOrFrom: AT_CENTRAL });

    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(storeLines()).toEqual(['Casa central: A pedido (15 días)', 'Local Palermo: En stock']);
    expect(offer()).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/BackOrder', availableAtOrFrom: AT_CENTRAL }),
      expect.objectContaining({
        availability: 'https://schema.org/InStock',
        availableAtOrFrom: expect.objectContaining({ name: 'Local Palermo' }),
      }),
    ]);
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Rojo, talle S, que figura "A pedido (15 días)" en Casa central y "En stock" en Local Palermo, a $ 1.125.000 en efectivo o transferencia. ${LINK}?color=rojo&talle=S`,
    );
  });

  it.each(['/bici/12-trail-andino-29', '/bici/12-trail-andino-29?talle=M'])(
    "%s: without a colour asks for one, and claims no other colour's availability",
    async (route) => {
      serveBike({ disponibilidad: AVAILABILITY });
      const { chatText, offer } = await renderBike(route);
      expect(screen.getByText('Elegí un color para ver su disponibilidad.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Disponibilidad por tienda' })).not.toBeInTheDocument();
      expect(offer()).not.toHaveProperty('availability');
      expect(chatText()).not.toContain('figura');
    },
  );

  it('a bicycle without colours says the availability of its talle', async () => {
    serveBike({
      color1: null,
      color2: null,
      disponibilidad: [
        { color: '', talle: 'S', tienda: CENTRAL, estado: 'en_stock', dias: null },
        { color: '', talle: 'M', tienda: PALERMO, estado: 'sin_stock', dias: null },
      ],
    });
    await renderBike('/bici/12-trail-andino-29?talle=M');
    expect(storeLines()).toEqual(['Casa central: Consultá disponibilidad', 'Local Palermo: Sin stock']);
  });

  it('adds the bicycle to the enquiry only with a colour, and says so', async () => {
    serveBike({ disponibilidad: AVAILABILITY });
    const { user, store } = await renderBike('/bici/12-trail-andino-29?talle=M');
    const add = screen.getByRole('button', { name: 'Agregar a mi consulta' });

    await user.click(add);
    expect(selectEnquiryLines(store.getState())).toEqual([]);
    expect(add).toHaveAccessibleDescription('Elegí un color antes de agregarla a tu consulta.');

    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    expect(add).not.toHaveAccessibleDescription();
    await user.click(add);
    expect(selectEnquiryLines(store.getState())).toEqual([
      expect.objectContaining({ id: 12, color: 'Rojo', talle: 'M', cantidad: 1 }),
    ]);
  });

  it("says 'Consultá disponibilidad' for a choice without data, and claims nothing", async () => {
    serveBike({ disponibilidad: AVAILABILITY });
    const { chatText, offer } = await renderBike('/bici/12-trail-andino-29?color=negro&talle=S');
    expect(storeLines()).toEqual(['Casa central: Consultá disponibilidad', 'Local Palermo: Consultá disponibilidad']);
    expect(offer()).not.toHaveProperty('availability');
    expect(offer()).toMatchObject({ price: 1250000 });
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Negro, talle S, a $ 1.125.000 en efectivo o transferencia. ${LINK}?color=negro&talle=S`,
    );
  });

  it('a bicycle without data says so and its offer claims nothing', async () => {
    serveBike({ disponibilidad: [] });
    const { offer } = await renderBike('/bici/12-trail-andino-29?color=rojo');
    expect(storeLines()).toEqual(['Casa central: Consultá disponibilidad', 'Local Palermo: Consultá disponibilidad']);
    expect(offer()).not.toHaveProperty('availability');
  });
});

/** A stored image's address, whose JPEG twin the page shares: '/uploads/<32 hex>.webp'. */
const storedUrl = (digit: string) => `/uploads/${digit.repeat(32)}.webp`;

describe("BikeDetailPage: the colour's photos", () => {
  const photos = [
    aProductImage(1, { es_principal: true, alt_text: 'Negra de perfil', color: NEGRO, url: storedUrl('a') }),
    aProductImage(2, { alt_text: 'Roja de perfil', color: ROJO, url: storedUrl('b') }),
    aProductImage(3, { alt_text: 'Detalle del cuadro' }),
  ];
  const thumbnails = () =>
    within(screen.getByRole('region', { name: 'Imágenes de Trail Andino 29' }))
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
  const previewImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

  it("picking a colour shows its photos first and makes its photo the page's preview image", async () => {
    serveBike({}, photos);
    const { user } = await renderBike();
    expect(thumbnails()[0]).toBe('Negra de perfil');
    expect(previewImage()).toBe(apiUrl(`/api/compartir/${'a'.repeat(32)}.jpg`));

    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    expect(thumbnails()[0]).toBe('Roja de perfil');
    expect(previewImage()).toBe(apiUrl(`/api/compartir/${'b'.repeat(32)}.jpg`));
  });
});

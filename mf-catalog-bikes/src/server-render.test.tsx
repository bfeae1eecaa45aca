/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHIPPING_TEXT } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { aPagedList, aProductImage, apiUrl, renderOnServer, server } from '@shop/shared/test';
import { routes } from './routes';
import { aBike, aListItem } from './test/bike-fixtures';

/** The bicycle 12, its images and its category's list, as the API answers them. */
function serveBike(bike: Response = HttpResponse.json(aBike())) {
  const lists: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => bike),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () =>
      HttpResponse.json([aProductImage(1, { es_principal: true, width: 1200, height: 900 })]),
    ),
    http.get(apiUrl('/api/bicicletas'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json(aPagedList([aListItem(20, 'Cumbre XC'), aListItem(21, 'Sierra Pro')]));
    }),
  );
  return lists;
}

describe('bikes routes rendered on the server', () => {
  it('/bicicletas: the landing with its five categories', async () => {
    const { body, head } = await renderOnServer(routes, '/bicicletas');
    expect(within(body).getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeTruthy();
    expect(within(body).getByRole('link', { name: 'MTB' }).getAttribute('href')).toBe(
      '/catalogo-bicicletas?categoria=mtb',
    );
    expect(head.querySelector('title')?.textContent).toBe(`Catálogo de Bicicletas | ${siteConfig.shopName}`);
  });

  it('/bicicletas/{slug}: an HTTP redirect to the filtered catalogue', async () => {
    const { outcome } = await renderOnServer(routes, '/bicicletas/mtb');
    expect(outcome).toEqual({ redirect: '/catalogo-bicicletas?categoria=mtb' });
  });

  it('/catalogo-bicicletas: the page of bicycles its query asks for, already listed', async () => {
    const lists = serveBike();
    const { body, queries } = await renderOnServer(routes, '/catalogo-bicicletas?categoria=mtb&q=cumbre&page=2');
    expect(Object.fromEntries(lists[0] ?? [])).toMatchObject({ categoria: 'mtb', q: 'cumbre', page: '2' });
    const cards = within(within(body).getByRole('list', { name: 'Bicicletas' })).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Cumbre XC'),
      expect.stringContaining('Sierra Pro'),
    ]);
    const list = within(body).getByRole('list', { name: 'Bicicletas' });
    expect(within(list).getAllByText(/^\$ [\d.]+ en efectivo o transferencia$/)).toHaveLength(cards.length);
    expect(queries).toEqual(['bikesList']);
  });

  it("/catalogo-bicicletas: 'Filtros' opens its sheet with no script (a popover); search and sort outside it", async () => {
    serveBike();
    const { body } = await renderOnServer(routes, '/catalogo-bicicletas');
    const opener = within(body).getByRole('button', { name: 'Filtros (0)' });
    const sheet = body.querySelector(`[id="${opener.getAttribute('popovertarget') ?? ''}"]`);
    expect(sheet?.getAttribute('popover')).toBe('auto');
    expect(sheet?.contains(within(body).getByRole('checkbox', { name: /^MTB/ }))).toBe(true);
    const search = within(body).getByRole('combobox', { name: 'Buscar' });
    const sort = within(body).getByRole('combobox', { name: 'Ordenar por' });
    expect([search, sort].map((field) => sheet?.contains(field))).toEqual([false, false]);
    const form = search.closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/catalogo-bicicletas']);
    expect(form?.contains(sort)).toBe(true);
    expect(within(body).getByRole('button', { name: 'Ordenar' }).getAttribute('type')).toBe('submit');
  });

  it('/catalogo-bicicletas: prices sent without JavaScript, read as es-AR writes them or shown back with why', async () => {
    const lists = serveBike();
    const { body } = await renderOnServer(routes, '/catalogo-bicicletas?precio_min=9.800&precio_max=9.80');
    expect(lists[0]?.get('precio_min')).toBe('9800');
    expect(lists[0]?.has('precio_max')).toBe(false);
    const to = within(body).getByRole('textbox', { name: 'Hasta ($)' });
    expect(to.getAttribute('value')).toBe('9.80');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(within(body).getByText(/^No se entiende el número «9\.80»/).id).toBe(to.getAttribute('aria-describedby'));
  });

  it('/catalogo-bicicletas?categoria=mtb&page={past the last}: 404 and the 404 page', async () => {
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([], 4, 3, 40))));
    const { body, outcome } = await renderOnServer(routes, '/catalogo-bicicletas?categoria=mtb&page=4');
    expect(outcome).toEqual({ status: 404 });
    expect(within(body).getByRole('heading', { level: 1, name: '404 · Página no encontrada' })).toBeTruthy();
  });

  it('/catalogo-bicicletas filtered and sorted: its own list, page and size as canonical', async () => {
    serveBike();
    const { head } = await renderOnServer(
      routes,
      '/catalogo-bicicletas?page=2&color=%23000000&sort=nombre_desc&limit=30',
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.siteUrl}/catalogo-bicicletas?color=%23000000&sort=nombre_desc&limit=30&page=2`,
    );
  });

  it('/bici/{id}: the bicycle with its image, Product and BreadcrumbList data, and the related ones', async () => {
    serveBike();
    const { body, head, outcome, queries } = await renderOnServer(routes, '/bici/12-trail-andino-29');
    expect(outcome).toEqual({});
    expect(within(body).getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeTruthy();
    const stage = within(body).getByRole('button', { name: 'Ampliar imagen' });
    const image = within(stage).getByRole('img', { name: 'Trail Andino 29' });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('srcset')).toContain('640w');
    const data = [...body.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      name: 'Trail Andino 29',
      url: `${siteConfig.siteUrl}/bici/12-trail-andino-29`,
      offers: { '@type': 'Offer', price: 1250000, priceCurrency: 'ARS' },
    });
    expect(within(body).getAllByText('$ 1.250.000')).not.toHaveLength(0);
    // Rendered on the server beside the price (Ley 27.743).
    expect(within(body).getAllByText('Precio sin impuestos nacionales: $ 1.033.058')).not.toHaveLength(0);
    expect(within(body).getByText('$ 1.125.000 en efectivo o transferencia')).toBeTruthy();
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.siteUrl}/bici/12-trail-andino-29`,
    );
    expect(queries.sort()).toEqual(['bikesDetail', 'bikesImages', 'bikesRelated']);
  });

  it('/bici/{id} without JavaScript: every photo with thumbnails linking to it, and the guide, the ways to pay and the sheet open natively', async () => {
    serveBike();
    server.use(
      http.get(apiUrl('/api/bicicletas/12/imagenes'), () =>
        HttpResponse.json([aProductImage(1, { es_principal: true }), aProductImage(2, {})]),
      ),
    );
    const { body } = await renderOnServer(routes, '/bici/12-trail-andino-29');
    // Read as a browser without scripts reads it: the <noscript> strip and thumbnails are the gallery then.
    const withoutScripts = body.querySelector<HTMLElement>('noscript');
    if (!withoutScripts) throw new Error('La galería no tiene versión sin JavaScript');
    const photos = within(within(withoutScripts).getByRole('list', { name: 'Fotos' })).getAllByRole('listitem');
    const thumbnails = within(withoutScripts).getAllByRole('link', { name: /^Miniatura \d$/ });
    expect(thumbnails.map((link) => link.getAttribute('href'))).toEqual(photos.map((photo) => `#${photo.id}`));
    expect(photos.map((photo) => within(photo).getByRole('img').getAttribute('alt'))).toEqual([
      'Trail Andino 29',
      'Trail Andino 29',
    ]);
    // The scripted stage (its zoom button, arrows and dots) and its thumbnail buttons are hidden without scripts.
    const stage = within(body).getByRole('button', { name: 'Ampliar imagen (1 de 2)' }).parentElement;
    const thumbnailButtons = within(body).getByRole('button', { name: 'Miniatura 1' }).closest('ul');
    expect([stage?.className, thumbnailButtons?.className]).toEqual([
      expect.stringContaining('needsScripts'),
      expect.stringContaining('needsScripts'),
    ]);

    const guide = within(body).getByRole('button', { name: 'Guía de talles' });
    const guideBox = body.querySelector(`[id="${guide.getAttribute('popovertarget') ?? ''}"]`);
    expect([guideBox?.tagName, guideBox?.getAttribute('popover')]).toEqual(['DIALOG', 'auto']);
    expect(guideBox?.textContent).toContain('Talles de bicicletas MTB según la altura de quien la usa.');
    expect(guideBox?.querySelectorAll('tbody tr')).not.toHaveLength(0);
    const close = guideBox?.querySelector('button');
    expect([
      close?.textContent,
      close?.getAttribute('popovertarget'),
      close?.getAttribute('popovertargetaction'),
    ]).toEqual(['×Cerrar', guideBox?.id, 'hide']);

    const payments = within(body).getByRole('heading', { level: 2, name: 'Medios de pago' }).closest('details');
    expect(payments?.querySelector('summary')?.textContent).toBe('Medios de pago');
    expect(payments?.querySelectorAll('li')).toHaveLength(6);
    const toSheet = within(body).getByRole('link', { name: 'VER FICHA / MEDIDAS' });
    expect(body.querySelector(toSheet.getAttribute('href') ?? '')).toBe(
      within(body).getByRole('region', { name: 'Equipamiento / Ficha técnica' }),
    );
  });

  it('/bici/{id}-{wrong name}: moves for good to the canonical address, query kept', async () => {
    serveBike();
    const { outcome } = await renderOnServer(routes, '/bici/12-trail?color=Rojo&talle=M');
    expect(outcome).toEqual({ redirect: '/bici/12-trail-andino-29?color=Rojo&talle=M' });
  });

  it("/bici/{id}?color=: the colour's photo as the preview image, and the offer claims the choice's availability at its store", async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas/12'), () =>
        HttpResponse.json(
          aBike({
            color1: '#000000',
            color2: '#ef4444',
            disponibilidad: [{ color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null }],
          }),
        ),
      ),
      http.get(apiUrl('/api/bicicletas/12/imagenes'), () =>
        HttpResponse.json([
          aProductImage(1, { es_principal: true, color: '#000000', url: `/uploads/${'a'.repeat(32)}.webp` }),
          aProductImage(2, { color: '#ef4444', url: `/uploads/${'b'.repeat(32)}.webp` }),
        ]),
      ),
      http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
    );
    const { body, head } = await renderOnServer(routes, '/bici/12-trail-andino-29?color=rojo');
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      apiUrl(`/api/compartir/${'b'.repeat(32)}.jpg`),
    );
    expect(within(body).getByText('Casa central: En stock')).toBeTruthy();
    expect(within(body).getByText('Local Palermo: Consultá disponibilidad')).toBeTruthy();
    const [product] = [...body.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(product).toMatchObject({
      offers: { availability: 'https://schema.org/InStock', availableAtOrFrom: { name: 'Casa central' } },
    });
  });

  it("/bici/{id}?color=&cp=: 'Calcular envío' answered without JS, the zone's cost and days and each store's pick-up with its stock", async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas/12'), () =>
        HttpResponse.json(
          aBike({
            color1: '#ef4444',
            disponibilidad: [{ color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null }],
          }),
        ),
      ),
      http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
      http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
    );
    const { body, queries } = await renderOnServer(routes, '/bici/12-trail-andino-29?color=rojo&cp=C1425ABC');
    const options = within(body).getByRole('list', { name: 'Opciones de envío y retiro' });
    expect([...options.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Envío a domicilio (CABA): $ 4.500, 2 días hábiles',
      'Retiro gratis en Casa central (En stock)',
      'Retiro gratis en Local Palermo (Consultá disponibilidad)',
    ]);
    const field = within(body).getByRole('textbox', { name: 'Código postal' }) as HTMLInputElement;
    expect(field.value).toBe('C1425ABC');
    const form = field.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector('input[type="hidden"][name="color"]')?.getAttribute('value')).toBe('rojo');
    expect(queries).toContain('shippingZones');
  });

  it('/bici/{id}?cp={not a postcode}: the field says why, with what was typed', async () => {
    serveBike();
    const { body, queries } = await renderOnServer(routes, '/bici/12-trail-andino-29?cp=14');
    const field = within(body).getByRole('textbox', { name: 'Código postal' }) as HTMLInputElement;
    expect(field.value).toBe('14');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = body.ownerDocument.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(SHIPPING_TEXT.badPostcode);
    expect(within(body).queryByRole('list', { name: 'Opciones de envío y retiro' })).toBeNull();
    expect(queries).not.toContain('shippingZones');
  });

  it('/comparar-bicicletas: the chosen bicycles are left to the browser, kept out of search engines', async () => {
    const { body, head, queries } = await renderOnServer(routes, '/comparar-bicicletas?ids=1,2');
    expect(within(body).getByRole('heading', { level: 1, name: 'Comparar bicicletas' })).toBeTruthy();
    expect(within(body).getByRole('status').textContent).toBe('Cargando comparación…');
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.siteUrl}/comparar-bicicletas`,
    );
    expect(queries).toEqual([]);
  });

  it('/comparar-bicicletas without bicycles: how to choose them', async () => {
    const { body } = await renderOnServer(routes, '/comparar-bicicletas');
    expect(within(body).getByRole('link', { name: 'catálogo de bicicletas' }).getAttribute('href')).toBe(
      '/catalogo-bicicletas',
    );
  });

  it('/bici/{id} of a bicycle that does not exist: 404 with the not-found texts', async () => {
    serveBike(HttpResponse.json({ error: 'Bicicleta no encontrada' }, { status: 404 }));
    const { body, outcome } = await renderOnServer(routes, '/bici/12-trail');
    expect(outcome).toEqual({ status: 404 });
    const alert = within(body).getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeTruthy();
    expect(within(alert).getByText('No encontrada')).toBeTruthy();
  });

  it('/bici/{id} with the API down: the network failure text', async () => {
    serveBike(HttpResponse.error());
    const { body, outcome } = await renderOnServer(routes, '/bici/12-trail');
    expect(outcome).toEqual({});
    expect(within(body).getByText(/^No se pudo conectar con la API \(http/)).toBeTruthy();
  });

  it('/bici/{slug} without an id: 400 and "ID inválido"', async () => {
    const { body, outcome } = await renderOnServer(routes, '/bici/trail-andino');
    expect(outcome).toEqual({ status: 400 });
    expect(within(body).getByText('ID inválido')).toBeTruthy();
  });
});

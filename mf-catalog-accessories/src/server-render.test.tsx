/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { aFacetedList, aPagedList, aProductImage, apiUrl, renderOnServer, server } from '@shop/shared/test';
import { routes } from './routes';
import { anAccessory, anAccessoryItem } from './test/accessory-fixtures';

/** The accessory 7, its images and its category's list, as the API answers them. */
function serveAccessory(accessory: Response = HttpResponse.json(anAccessory({ id: 7 }))) {
  const lists: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/accesorios/7'), () => accessory),
    http.get(apiUrl('/api/accesorios/7/imagenes'), () =>
      HttpResponse.json([aProductImage(1, { es_principal: true, width: 1200, height: 900 })]),
    ),
    http.get(apiUrl('/api/accesorios'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json(aPagedList([anAccessoryItem(3, 'Casco urbano', 'cascos')]));
    }),
  );
  return lists;
}

function jsonLd(body: HTMLElement): Record<string, unknown>[] {
  return [...body.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('accessories routes rendered on the server', () => {
  it('/accesorios: the landing with its category cards', async () => {
    const { body, head } = await renderOnServer(routes, '/accesorios');
    expect(within(body).getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeTruthy();
    expect(within(body).getByRole('link', { name: 'INFLADORES' }).getAttribute('href')).toBe('/accesorios/infladores');
    expect(head.querySelector('title')?.textContent).toBe(`Catálogo de Accesorios | ${siteConfig.shopName}`);
  });

  it('/accesorios/{slug}: an HTTP redirect to the catalogue filtered by its category', async () => {
    const { outcome } = await renderOnServer(routes, '/accesorios/seguridad');
    expect(outcome).toEqual({ redirect: '/catalogo-accesorios?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO' });
  });

  it('/catalogo-accesorios: the page its query asks for, with its count', async () => {
    const lists = serveAccessory();
    const { body, queries } = await renderOnServer(routes, '/catalogo-accesorios?categoria=CASCOS&q=urbano');
    expect(Object.fromEntries(lists[0] ?? [])).toMatchObject({ categoria: 'cascos', q: 'urbano' });
    expect(within(within(body).getByRole('list', { name: 'Accesorios' })).getByRole('link').textContent).toContain(
      'Casco urbano',
    );
    expect(within(body).getByText('1 resultado(s)')).toBeTruthy();
    expect(queries).toEqual(['accessoriesList']);
  });

  it.each([
    ['?page=2&sort=nombre_asc&categoria=LUCES', '?categoria=LUCES&sort=nombre_asc&page=2'],
    ['?sort=created_desc&categoria=CASCOS', '?categoria=CASCOS'],
    ['?limit=5&page=2', '?limit=5&page=2'],
    ['?limit=15&page=2&utm_source=x', '?page=2'],
    ['?page=1', ''],
  ])('/catalogo-accesorios%s names its own list as canonical: /catalogo-accesorios%s', async (query, canonical) => {
    serveAccessory();
    const { head, outcome } = await renderOnServer(routes, `/catalogo-accesorios${query}`);
    expect(outcome).toEqual({});
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.siteUrl}/catalogo-accesorios${canonical}`,
    );
  });

  it('/catalogo-accesorios?page={past the last}: 404 and the 404 page', async () => {
    server.use(http.get(apiUrl('/api/accesorios'), () => HttpResponse.json(aPagedList([], 999, 3, 40))));
    const { body, head, outcome } = await renderOnServer(routes, '/catalogo-accesorios?categoria=LUCES&page=999');
    expect(outcome).toEqual({ status: 404 });
    expect(within(body).getByRole('heading', { level: 1, name: '404 · Página no encontrada' })).toBeTruthy();
    expect(within(body).getByRole('link', { name: 'Ir a la primera página' }).getAttribute('href')).toBe(
      '/catalogo-accesorios?categoria=LUCES',
    );
    expect(within(body).queryByRole('heading', { name: 'Catálogo de accesorios' })).toBeNull();
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('/catalogo-accesorios?page=1 of an empty list: 200 and "no results", not a 404', async () => {
    server.use(http.get(apiUrl('/api/accesorios'), () => HttpResponse.json(aPagedList([], 1, 0, 0))));
    const { body, outcome } = await renderOnServer(routes, '/catalogo-accesorios?q=nada');
    expect(outcome).toEqual({});
    expect(within(body).getByRole('heading', { level: 1, name: 'Catálogo de accesorios' })).toBeTruthy();
  });

  it('/accesorio/{id}: the accessory with its price, and a Product offer in ARS', async () => {
    serveAccessory();
    const { body, outcome, queries } = await renderOnServer(routes, '/accesorio/7-inflador-de-pie-con-manometro');
    expect(outcome).toEqual({});
    const name = anAccessory().nombre;
    expect(within(body).getByRole('heading', { level: 1, name })).toBeTruthy();
    expect(within(body).getAllByText('$ 45.900')).not.toHaveLength(0);
    const [product, breadcrumb] = jsonLd(body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name,
      offers: { '@type': 'Offer', price: 45900, priceCurrency: 'ARS' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(queries.sort()).toEqual(['accessoriesDetail', 'accessoriesImages', 'accessoriesRelated']);
  });

  it('/accesorio/{id} without JavaScript: the photo shown, and the ways to pay and the sheet open natively', async () => {
    serveAccessory();
    const { body } = await renderOnServer(routes, '/accesorio/7-inflador-de-pie-con-manometro');
    // A browser without scripts shows the <noscript> photo; the zoom button, which needs them, is hidden.
    const photos = within(body.querySelector<HTMLElement>('noscript') ?? body).getByRole('list', { name: 'Fotos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([anAccessory().nombre]);
    const stage = within(body).getByRole('button', { name: 'Ampliar imagen' }).parentElement;
    expect(stage?.className).toContain('needsScripts');

    const payments = within(body).getByRole('heading', { level: 2, name: 'Medios de pago' }).closest('details');
    expect(payments?.querySelectorAll('li')).toHaveLength(6);
    const toSheet = within(body).getByRole('link', { name: 'VER FICHA / ESPECIFICACIONES' });
    expect(body.querySelector(toSheet.getAttribute('href') ?? '')).toBe(
      within(body).getByRole('region', { name: 'Especificaciones' }),
    );
  });

  describe('a sale, worked out from its days when the page is rendered', () => {
    const onSale = { precio: 100000, precio_oferta: 85000, oferta_hasta: '2099-12-31' };

    it('/accesorio/{id} on sale: the former price struck through, % OFF, its last day; every line at the sale price', async () => {
      serveAccessory(HttpResponse.json(anAccessory({ id: 7, ...onSale })));
      const { body } = await renderOnServer(routes, '/accesorio/7-inflador-de-pie-con-manometro');
      const page = within(body);
      expect(body.querySelector('s')?.textContent).toBe('$ 100.000');
      expect(page.getByText('15 % OFF')).toBeTruthy();
      expect(page.getByText('Oferta hasta el 31/12/2099')).toBeTruthy();
      expect(page.getAllByText('$ 85.000')).not.toHaveLength(0);
      expect(page.getByText('$ 76.500 en efectivo o transferencia')).toBeTruthy();
      expect(page.getAllByText('Precio sin impuestos nacionales: $ 70.248')).not.toHaveLength(0);
      const plans = within(page.getByRole('list', { name: 'Cuotas' })).getAllByRole('listitem');
      expect(plans[0]?.textContent).toMatch(/^3 cuotas sin interés de \$ 28\.33\d/);
      const chat = page.getAllByRole('link', { name: /^Consultar/ })[0]?.getAttribute('href') ?? '';
      expect(new URL(chat).searchParams.get('text')).toContain('a $ 76.500 en efectivo o transferencia');
      const [product] = jsonLd(body);
      expect(product).toMatchObject({ offers: { price: 85000, priceValidUntil: '2099-12-31' } });
    });

    it('/accesorio/{id} after its last day: the price, no sale, no priceValidUntil', async () => {
      serveAccessory(HttpResponse.json(anAccessory({ id: 7, ...onSale, oferta_hasta: '2020-01-31' })));
      const { body } = await renderOnServer(routes, '/accesorio/7-inflador-de-pie-con-manometro');
      expect(body.querySelector('s')).toBeNull();
      expect(within(body).queryByText(/% OFF/)).toBeNull();
      expect(within(body).getAllByText('$ 100.000')).not.toHaveLength(0);
      const [product] = jsonLd(body);
      expect(product).toMatchObject({ offers: { price: 100000 } });
      expect(JSON.stringify(product)).not.toContain('priceValidUntil');
    });

    it("/catalogo-accesorios?en_oferta=1: the list asks for it, 'En oferta' ticked with its count, cards on sale", async () => {
      const lists: URLSearchParams[] = [];
      const item = { ...anAccessoryItem(3, 'Casco urbano', 'cascos'), ...onSale };
      const facets = { categoria: {}, marca: {}, disponible: 1, en_oferta: 1 };
      server.use(
        http.get(apiUrl('/api/accesorios'), ({ request }) => {
          lists.push(new URL(request.url).searchParams);
          return HttpResponse.json(aFacetedList([item], facets));
        }),
      );
      const { body } = await renderOnServer(routes, '/catalogo-accesorios?en_oferta=1');
      expect(lists.map((list) => list.get('en_oferta'))).toContain('1');
      const filter = within(body).getByRole('checkbox', { name: 'En oferta (1)' }) as HTMLInputElement;
      expect([filter.checked, filter.name, filter.value, filter.closest('form')?.method]).toEqual([
        true,
        'en_oferta',
        '1',
        'get',
      ]);
      expect(within(body).getByRole('link', { name: 'Quitar filtro En oferta' }).getAttribute('href')).toBe(
        '/catalogo-accesorios',
      );
      const card = within(within(body).getByRole('list', { name: 'Accesorios' })).getByRole('listitem');
      expect(card.querySelector('s')?.textContent).toBe('$ 100.000');
      expect(within(card).getByText('15 % OFF')).toBeTruthy();
      expect(within(card).getByText('$ 85.000')).toBeTruthy();
    });
  });

  it('/accesorio/{id}-{wrong name}: moves for good to the canonical address, query kept', async () => {
    serveAccessory();
    const { outcome, queries } = await renderOnServer(routes, '/accesorio/7-inflador?back=%2Fcatalogo-accesorios&x=1');
    expect(outcome).toEqual({ redirect: '/accesorio/7-inflador-de-pie-con-manometro?back=%2Fcatalogo-accesorios&x=1' });
    expect(queries).not.toContain('accessoriesRelated');
  });

  it('/accesorio/{id} that does not exist: 404 and "Accesorio no encontrado"', async () => {
    serveAccessory(HttpResponse.json({ error: 'Accesorio no encontrado' }, { status: 404 }));
    const { body, outcome } = await renderOnServer(routes, '/accesorio/7-inflador');
    expect(outcome).toEqual({ status: 404 });
    expect(within(body).getByText('Accesorio no encontrado')).toBeTruthy();
  });

  it('/accesorio/{id} with the API down: the network failure text, status 200', async () => {
    serveAccessory(HttpResponse.error());
    const { body, outcome } = await renderOnServer(routes, '/accesorio/7-inflador');
    expect(outcome).toEqual({});
    expect(within(body).getByText(/^No se pudo conectar con la API \(http/)).toBeTruthy();
  });

  it('/catalogo-accesorios with the API down: the network failure text, no list', async () => {
    server.use(http.get(apiUrl('/api/accesorios'), () => HttpResponse.error()));
    const { body } = await renderOnServer(routes, '/catalogo-accesorios?categoria=CASCOS');
    expect(within(body).getByText(/^No se pudo conectar con la API \(http/)).toBeTruthy();
    expect(within(body).queryByRole('list', { name: 'Accesorios' })).toBeNull();
  });

  it('/accesorio/{slug} without an id: 400 and "ID inválido"', async () => {
    const { body, outcome } = await renderOnServer(routes, '/accesorio/inflador');
    expect(outcome).toEqual({ status: 400 });
    expect(within(body).getByText('ID inválido')).toBeTruthy();
  });
});

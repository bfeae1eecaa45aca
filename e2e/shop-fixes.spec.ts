import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, expect, firstItem, SITE, test } from './support/site';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Its box, read in the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('El elemento no está en pantalla');
  return found;
}

/** Where a request for `path` is sent for good, without following it. */
async function movedTo(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers().location };
}

/** Turns to the next page from the pager at the bottom, as a shopper who scrolled through the cards does. */
async function turnPage(page: Page, catalogue: string, listName: string) {
  await page.goto(`${catalogue}?limit=4`);
  const next = page.getByRole('link', { name: 'Siguiente →' });
  await next.scrollIntoViewIfNeeded();
  const firstCard = page.getByRole('list', { name: listName }).getByRole('link').first();
  const before = await firstCard.textContent();
  await next.click();
  await expect(page).toHaveURL(`${catalogue}?limit=4&page=2`);
  await expect(firstCard).not.toHaveText(before ?? '');
  const results = page.getByRole('region', { name: 'Resultados', exact: true });
  await expect(results).toBeFocused();
  // The top of the results is on screen again, under the header.
  await expect(async () => {
    const top = (await box(results)).y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  }).toPass();
}

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('every pager takes the shopper and the focus to the top of the results', async ({ page, pageErrors }) => {
      await turnPage(page, '/catalogo-bicicletas', 'Bicicletas');
      await turnPage(page, '/catalogo-accesorios', 'Accesorios');
      expect(pageErrors).toEqual([]);
    });

    test('a priced card shows its best instalment plan, the detail every plan', async ({ page }) => {
      const bike = await firstItem('bicicletas', { withPrice: true });
      await page.goto('/catalogo-bicicletas');
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: bike.nombre }) });
      // The last instalment is named when rounding makes it differ, so the instalments add up to the price.
      await expect(card.getByText(/^12 cuotas sin interés de \$ [\d.]+( \(la última de \$ [\d.]+\))?$/)).toBeVisible();
      await card.getByRole('link', { name: bike.nombre }).click();
      const plans = page.getByRole('list', { name: 'Cuotas' }).getByRole('listitem');
      await expect(plans.first()).toHaveText(/^3 cuotas sin interés de \$ [\d.]+/);
      expect(await plans.count()).toBeGreaterThanOrEqual(3);
    });
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('compare keeps its row labels in view while the bikes scroll sideways, and asks about each', async ({
    page,
  }) => {
    // Three bikes of the demo catalogue (with photos and specs, so the table has rows): other tests add bare ones.
    const answer = await fetch(`${API}/api/bicicletas?limit=100`);
    const listed = (await answer.json()) as {
      items: { id: number; nombre: string; imagen_principal: object | null }[];
    };
    const items = listed.items.filter((item) => item.imagen_principal !== null).slice(0, 3);
    await page.goto(`/comparar-bicicletas?ids=${items.map((item) => item.id).join(',')}`);
    const table = page.getByRole('table', { name: 'Comparación de bicicletas' });
    const label = table.getByRole('rowheader').first();
    await expect(label).toBeVisible();
    // The table scrolls inside its own box: the page itself never scrolls sideways. A phone widens its layout
    // viewport (innerWidth) to what overflows, so both are held to its 375 px.
    const pageWidth = () =>
      page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(await pageWidth()).toEqual({ scrollWidth: PHONE.viewport.width, innerWidth: PHONE.viewport.width });
    const before = await box(label);
    const scrolled = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement;
      scroller.scrollLeft = scroller.scrollWidth;
      return scroller.scrollLeft;
    });
    // Three bikes do not fit 375 px: the table did scroll, the labels did not.
    expect(scrolled).toBeGreaterThan(100);
    expect((await box(label)).x).toBeCloseTo(before.x, 0);
    expect(await pageWidth()).toEqual({ scrollWidth: PHONE.viewport.width, innerWidth: PHONE.viewport.width });
    for (const item of items) {
      await expect(
        table.getByRole('link', { name: `Consultar por ${item.nombre} (se abre en una pestaña nueva)` }),
      ).toHaveCount(1);
    }
  });

  test('breadcrumb links, gallery dots and Volver are 44 × 44 px targets', async ({ page }) => {
    const bike = await firstItem('bicicletas');
    await page.goto(`/bici/${bike.id}-x`);
    const targets = [
      ...(await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link').all()),
      page.getByRole('link', { name: /Volver/ }),
      ...(await page.getByRole('button', { name: /^Ir a la imagen \d+/ }).all()),
    ];
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) {
      const { width, height } = await box(target);
      expect({ target: await target.textContent(), big: width >= 44 && height >= 44 }).toEqual({
        target: await target.textContent(),
        big: true,
      });
    }
  });
});

test('a wrong name or a trailing slash moves for good to the canonical address, query kept', async ({ request }) => {
  for (const [kind, prefix] of [
    ['bicicletas', '/bici'],
    ['accesorios', '/accesorio'],
  ] as const) {
    const item = await firstItem(kind);
    const wrong = await movedTo(request, `${prefix}/${item.id}-nombre-viejo?color=Rojo&x=1`);
    expect(wrong.status).toBe(301);
    expect(wrong.location).toMatch(new RegExp(`^${prefix}/${item.id}-[a-z0-9-]+\\?color=Rojo&x=1$`));
    const canonical = wrong.location?.split('?')[0] ?? '';
    expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
    expect(await movedTo(request, `${canonical}/?x=1`)).toEqual({ status: 301, location: `${canonical}?x=1` });
    // A trailing slash and a wrong name: one move, straight to the canonical address.
    expect(await movedTo(request, `${prefix}/${item.id}-x/`)).toEqual({ status: 301, location: canonical });
  }
  expect(await movedTo(request, '/catalogo-bicicletas/?page=2')).toEqual({
    status: 301,
    location: '/catalogo-bicicletas?page=2',
  });
  expect(await movedTo(request, '/bicicletas/mtb/')).toEqual({
    status: 301,
    location: '/catalogo-bicicletas?categoria=mtb',
  });
});

test('a catalogue page past the last answers 404 with the 404 page', async ({ request }) => {
  const answer = await request.get('/catalogo-accesorios?page=999', { maxRedirects: 0 });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('404 · Página no encontrada');
});

test('catalogue page N is its own canonical; a product page is an og product with a JPEG preview', async ({
  page,
  request,
}) => {
  await page.goto('/catalogo-accesorios?page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/catalogo-accesorios?page=2`);
  await page.goto('/catalogo-accesorios?limit=5&sort=nombre_asc&page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}/catalogo-accesorios?sort=nombre_asc&limit=5&page=2`,
  );

  const bike = await firstItem('bicicletas', { withPrice: true, withPhoto: true });
  await page.goto(`/bici/${bike.id}-x`);
  await expect(page.getByRole('heading', { level: 1, name: bike.nombre })).toBeVisible();
  const meta = (property: string) => page.locator(`meta[property="${property}"]`);
  await expect(meta('og:type')).toHaveAttribute('content', 'product');
  await expect(meta('product:price:amount')).toHaveAttribute('content', String(bike.precio));
  await expect(meta('product:price:currency')).toHaveAttribute('content', 'ARS');
  const image = await meta('og:image').getAttribute('content');
  expect(image).toMatch(/\/api\/compartir\/[0-9a-f]{32}\.jpg$/);
  const jpeg = await request.get(image ?? '');
  expect({ status: jpeg.status(), type: jpeg.headers()['content-type'] }).toEqual({
    status: 200,
    type: 'image/jpeg',
  });
});

test('/contacto, /ubicacion and the JSON-LD give the same opening hours', async ({ page }) => {
  await page.goto('/contacto');
  const contact = await page
    .getByRole('definition')
    .filter({ has: page.getByRole('listitem') })
    .first()
    .getByRole('listitem')
    .allTextContents();
  expect(contact.length).toBeGreaterThan(0);

  await page.goto('/ubicacion');
  for (const card of await page.getByRole('article').all()) {
    expect(await card.getByRole('list', { name: 'Horarios' }).getByRole('listitem').allTextContents()).toEqual(contact);
  }

  await page.goto('/');
  const stores = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
  const store = stores.find((data) => data['@type'] === 'BikeStore') as
    | {
        openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
        address: unknown;
        geo: unknown;
      }
    | undefined;
  expect(store?.address).toMatchObject({ '@type': 'PostalAddress' });
  expect(store?.geo).toMatchObject({ '@type': 'GeoCoordinates' });
  // Each line shown names the hours of one run of days in the JSON-LD.
  expect(
    store?.openingHoursSpecification.map(
      ({ opens, closes }) => `${opens.replace(/:00$/, '')} a ${closes.replace(/:00$/, '')} h`,
    ),
  ).toEqual(contact.map((line) => line.split(': ')[1]));
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { idSlug } from '../contract/src/product-paths';
import { API, expect, firstItem, remotePort, SITE, test } from './support/site';
import { HostServer, RemoteDeployment } from './support/host-server';

/** A page as a crawler or a link preview gets it: the server's HTML, no JavaScript run. */
async function openWithoutJs(browser: Browser, url: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { page, status: response?.status() ?? 0 };
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

const price = (amount: number) => `$ ${new Intl.NumberFormat('es-AR').format(amount)}`;

interface RouteCase {
  path: string;
  heading: string;
  title: string;
  /** The canonical address's path; none for the pages kept out of search engines. */
  canonical?: string;
  jsonLd?: string[];
  text?: string;
}

async function publicRoutes(): Promise<RouteCase[]> {
  const bike = await firstItem('bicicletas', { withPrice: true });
  const accessory = await firstItem('accesorios', { withPrice: true });
  const bikePath = `/bici/${idSlug(bike.id, bike.nombre)}`;
  const accessoryPath = `/accesorio/${idSlug(accessory.id, accessory.nombre)}`;
  return [
    {
      path: '/',
      heading: 'Tu próxima bici te está esperando',
      title: 'Bicicletas y accesorios | Rueda Libre',
      canonical: '/',
      jsonLd: ['BikeStore'],
    },
    {
      path: '/bicicletas',
      heading: 'Catálogo de Bicicletas',
      title: 'Catálogo de Bicicletas | Rueda Libre',
      canonical: '/bicicletas',
    },
    {
      path: '/catalogo-bicicletas?categoria=mtb',
      heading: 'Catálogo de bicicletas',
      title: 'Catálogo de bicicletas | Rueda Libre',
      canonical: '/catalogo-bicicletas?categoria=mtb',
      text: 'Trail Andino 29',
    },
    {
      path: bikePath,
      heading: bike.nombre,
      title: `${bike.nombre} | Rueda Libre`,
      canonical: bikePath,
      jsonLd: ['Product', 'BreadcrumbList'],
      text: price(bike.precio ?? 0),
    },
    {
      path: '/accesorios',
      heading: 'Catálogo de Accesorios',
      title: 'Catálogo de Accesorios | Rueda Libre',
      canonical: '/accesorios',
    },
    {
      path: '/catalogo-accesorios?q=casco',
      heading: 'Catálogo de accesorios',
      title: 'Catálogo de accesorios | Rueda Libre',
      canonical: '/catalogo-accesorios?q=casco',
      text: 'Casco urbano',
    },
    {
      path: accessoryPath,
      heading: accessory.nombre,
      title: `${accessory.nombre} | Rueda Libre`,
      canonical: accessoryPath,
      jsonLd: ['Product', 'BreadcrumbList'],
      text: price(accessory.precio ?? 0),
    },
    { path: '/contacto', heading: 'Contacto', title: 'Contacto | Rueda Libre', canonical: '/contacto' },
    {
      path: '/ubicacion',
      heading: 'Dónde encontrarnos',
      title: 'Dónde encontrarnos | Rueda Libre',
      canonical: '/ubicacion',
      jsonLd: ['BikeStore'],
    },
    { path: '/login', heading: 'Ingresar', title: 'Ingresar | Rueda Libre' },
    { path: '/register', heading: 'Crear cuenta', title: 'Crear cuenta | Rueda Libre' },
  ];
}

test('every public page arrives as HTML: heading, name, price, full title, preview image and JSON-LD', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const route of await publicRoutes()) {
    const { page, status } = await openWithoutJs(browser, route.path);
    expect(status, route.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible();
    await expect(page, route.path).toHaveTitle(route.title);
    expect(await page.locator('title').count(), route.path).toBe(1);
    await expect(page.locator('meta[property="og:image"]'), route.path).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]'), route.path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('meta[name="description"]'), route.path).toHaveAttribute('content', /.{20,}/);
    if (route.canonical) {
      await expect(page.locator('link[rel="canonical"]'), route.path).toHaveAttribute(
        'href',
        `http://localhost:3000${route.canonical}`,
      );
    } else {
      await expect(page.locator('meta[name="robots"]'), route.path).toHaveAttribute('content', 'noindex');
    }
    if (route.text) await expect(page.getByText(route.text).first(), route.path).toBeVisible();
    if (route.jsonLd) expect(await jsonLdTypes(page), route.path).toEqual(route.jsonLd);
    await page.context().close();
  }
});

for (const kind of ['bicicletas', 'accesorios'] as const) {
  test(`a product page (${kind}) describes the product for search engines, its offer in ARS`, async ({ browser }) => {
    const item = await firstItem(kind, { withPrice: true, withPhoto: true });
    const path = `/${kind === 'bicicletas' ? 'bici' : 'accesorio'}/${idSlug(item.id, item.nombre)}`;
    const { page } = await openWithoutJs(browser, path);
    await expect(page.getByText(price(item.precio ?? 0)).first()).toBeVisible();
    const [product, breadcrumb] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (block) => JSON.parse(block) as Record<string, unknown>,
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: item.nombre,
      offers: { '@type': 'Offer', price: item.precio, priceCurrency: 'ARS' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Inicio',
      kind === 'bicicletas' ? 'Bicicletas' : 'Accesorios',
      expect.any(String),
      item.nombre,
    ]);
    const image = page.locator('img[fetchpriority="high"]').first();
    await expect(image).toHaveAttribute('srcset', /\dw/);
    await expect(image).toHaveAttribute('sizes', /.+/);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });
}

test('status codes: 404 page, a missing product, an invalid id', async ({ browser }) => {
  const notFound = await openWithoutJs(browser, '/no-existe');
  expect(notFound.status).toBe(404);
  await expect(notFound.page.getByRole('heading', { name: '404 · Página no encontrada' })).toBeVisible();

  const missingBike = await openWithoutJs(browser, '/bici/999999-no-existe');
  expect(missingBike.status).toBe(404);
  await expect(missingBike.page.getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeVisible();
  await expect(missingBike.page.getByText('No encontrada')).toBeVisible();

  const missingAccessory = await openWithoutJs(browser, '/accesorio/999999-no-existe');
  expect(missingAccessory.status).toBe(404);
  await expect(missingAccessory.page.getByText('Accesorio no encontrado')).toBeVisible();

  const invalid = await openWithoutJs(browser, '/bici/sin-id');
  expect(invalid.status).toBe(400);
  await expect(invalid.page.getByText('ID inválido')).toBeVisible();
});

test('category addresses redirect on the server', async ({ request }) => {
  const response = await request.get('/bicicletas/mtb', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/catalogo-bicicletas?categoria=mtb');
});

test('robots.txt and sitemap.xml', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /login');
  expect(robots).toContain('Disallow: /register');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');

  const bike = await firstItem('bicicletas');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const loc of [
    '/',
    '/bicicletas',
    '/catalogo-accesorios',
    '/ubicacion',
    `/bici/${idSlug(bike.id, bike.nombre)}`,
  ]) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${loc}</loc>`);
  }
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test('the maps of /contacto and /ubicacion are added by the running page, not by the HTML', async ({
  browser,
  page,
}) => {
  for (const [address, maps] of [
    ['/contacto', 1],
    ['/ubicacion', 2],
  ] as const) {
    const withoutJs = await openWithoutJs(browser, address);
    await expect(withoutJs.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(withoutJs.page.getByTitle(/^Mapa/)).toHaveCount(0);
    await withoutJs.page.context().close();

    await page.goto(address);
    await expect(page.getByTitle(/^Mapa/)).toHaveCount(maps);
    await expect(page.getByTitle(/^Mapa/).first()).toHaveAttribute('src', /^https:\/\/maps\.google\.com\/maps\?q=/);
  }
});

test('the admin area is rendered in the browser and kept out of search engines', async ({ browser }) => {
  const { page, status } = await openWithoutJs(browser, '/admin');
  expect(status).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await page.context().close();
});

/** Hydration has run once the layout's first effect has (it turns the browser's scroll restoration off). */
test('hydrated pages log no error or warning and do not ask the API again', async ({ page }) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    // Chromium reports the 404 status of the page itself (the 404 pages) as a console error: not the page's doing.
    const documentStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus) messages.push(message.text());
  });
  page.on('request', (request) => {
    // A product page's view beacon (POST /api/eventos) is a count, not data the page loads again.
    if (request.url().startsWith(`${API}/api/`) && request.url() !== `${API}/api/eventos`)
      apiRequests.push(request.url());
  });
  const pages = [
    ...(await publicRoutes()),
    { path: '/no-existe', heading: '404 · Página no encontrada' },
    { path: '/bici/999999-no-existe', heading: 'No pudimos cargar la bicicleta' },
    { path: '/accesorio/999999-no-existe', heading: 'No pudimos cargar el accesorio' },
  ];
  for (const route of pages) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    expect(messages, route.path).toEqual([]);
    expect(apiRequests, route.path).toEqual([]);
  }
});

test('once painted, a page requests the files its start needs together, each fetched once', async ({ page }) => {
  const remoteOrigin = `http://localhost:${remotePort('bikes')}`;
  for (const [path, expected] of [
    ['/login', [`${SITE}/main.js`]],
    ['/catalogo-bicicletas', [`${SITE}/main.js`, `${remoteOrigin}/mf-manifest.json`, `${remoteOrigin}/remoteEntry.js`]],
  ] as const) {
    await page.goto(path);
    const fetches = await page.evaluate(() => {
      const listed = JSON.parse(document.getElementById('start-files')?.textContent ?? '[]') as { href: string }[];
      return listed.map(({ href }) => {
        const url = new URL(href, window.location.href).href;
        // A preload that the page's own request does not match (mode, credentials) is fetched a second time.
        return { url, times: performance.getEntriesByName(url).length };
      });
    });
    expect(
      fetches.map(({ url }) => url),
      path,
    ).toEqual(expect.arrayContaining([...expected]));
    expect(
      fetches.filter(({ times }) => times !== 1),
      path,
    ).toEqual([]);
  }
});

test('a product whose name closes the script: its page hydrates with the name as text, and nothing of it runs', async ({
  page,
  request,
}) => {
  const login = await request.post(`${API}/api/auth/login`, {
    data: { email: 'admin@example.com', contrasena: 'admin1234' },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const injected = '</script><script>window.__inyectado = 1</script>';
  const created = await request.post(`${API}/api/bicicletas`, {
    headers,
    data: { nombre: `Rodado ${injected} \u2028 fin`, categoria: 'urbano', modelo: 'Original' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto(`/bici/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(injected);
    expect(await page.evaluate(() => (window as { __inyectado?: number }).__inyectado)).toBeUndefined();
  } finally {
    await request.delete(`${API}/api/bicicletas/${id}`, { headers });
  }
});

test.describe('remotes on the server', () => {
  const bikesBuild = path.join(__dirname, '..', 'mf-catalog-bikes', 'dist');
  const brokenBuild = path.join(__dirname, 'fixtures', 'broken-remote', 'dist');
  let host: HostServer;
  let remote: RemoteDeployment;

  test.beforeEach(async () => {
    const { createStaticServer } = await import('../scripts/static-server.mjs');
    const serve = (dir: string) => {
      const server = createStaticServer(dir);
      return (req: IncomingMessage, res: ServerResponse) => server.emit('request', req, res);
    };
    remote = new RemoteDeployment(3014, serve, bikesBuild);
    await remote.listen();
    host = new HostServer(3020);
    host.setRemotes([{ name: 'bikes', entry: remote.manifest, routes: ['/bicicletas', '/catalogo-bicicletas'] }]);
  });

  test.afterEach(async () => {
    expect(await host.stop()).toBe(0);
    await remote.close();
  });

  for (const fault of ['throws', 'hangs'] as const) {
    test(`a server container that ${fault} still gets 200, and the section renders in the browser`, async ({
      page,
    }) => {
      if (fault === 'throws') remote.throwsAt('/server/remoteEntry.js');
      else remote.hangsAt('/server/remoteEntry.js');
      await host.start();

      const html = await fetch(`${host.url}/bicicletas`);
      expect(html.status).toBe(200);
      const body = await html.text();
      expect(body).toContain('Saltar al contenido');
      expect(body).not.toContain('Catálogo de Bicicletas</h1>');

      await page.goto(`${host.url}/bicicletas`);
      await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('a remote redeployed while the host runs is rendered in its new version', async () => {
    remote.deploy(brokenBuild);
    await host.start();
    const served = async () => (await fetch(`${host.url}/bicicletas`)).text();
    expect(await served()).not.toContain('Catálogo de Bicicletas</h1>');

    remote.deploy(bikesBuild);
    await expect.poll(served, { timeout: 20_000 }).toContain('Catálogo de Bicicletas</h1>');
  });
});

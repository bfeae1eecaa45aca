import type { Locator, Page } from '@playwright/test';
import { productPath } from '@shop/contract';
import { API, axeViolations, expect, firstItem, signInAsAdmin, test } from './support/site';

/** A page to check: where it is, and what shows once it has its content. */
interface Visit {
  route: string;
  shown: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const PUBLIC_PAGES: Visit[] = [
  { route: '/', shown: main },
  { route: '/contacto', shown: main },
  { route: '/ubicacion', shown: main },
  { route: '/login', shown: main },
  { route: '/login?m=forbidden', shown: main },
  { route: '/register', shown: main },
  { route: '/arrepentimiento', shown: main },
  { route: '/bicicletas', shown: main },
  { route: '/accesorios', shown: main },
  { route: '/catalogo-bicicletas', shown: firstCard },
  { route: '/catalogo-accesorios', shown: firstCard },
  { route: '/no-existe', shown: main },
  { route: '/bici/99999-no-existe', shown: main },
  { route: '/accesorio/99999-no-existe', shown: main },
];

const ADMIN_PAGES: Visit[] = [
  { route: '/admin', shown: heading(/^Hola/) },
  { route: '/admin/home/portadas-secundarias', shown: (page) => page.getByRole('img').first() },
  { route: '/admin/bicicletas/editar', shown: (page) => page.getByRole('table', { name: 'Resultados' }) },
  { route: '/admin/accesorios/editar', shown: (page) => page.getByRole('table', { name: 'Resultados' }) },
  { route: '/admin/bicicletas/nueva', shown: (page) => page.getByLabel('Nombre') },
  { route: '/admin/accesorios/nuevo', shown: (page) => page.getByLabel('Nombre') },
  { route: '/admin/arrepentimientos', shown: heading('Arrepentimientos') },
  { route: '/admin/no-existe', shown: heading('404 · Página no encontrada') },
];

/** Opens the page once and lists axe's findings on it, with its content shown. */
async function violationsOn(page: Page, { route, shown }: Visit): Promise<string[]> {
  await page.goto(route);
  await expect(shown(page)).toBeVisible();
  return axeViolations(page);
}

test.beforeEach(async ({ page }) => {
  // The map embeds arrive in the server's HTML; offline they would hang. An aborted embed never lets the network
  // count as idle, so each test waits for what it needs: the page hydrated (`goto`) with its content shown.
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (request) => request.abort(),
  );
});

for (const visit of PUBLIC_PAGES) {
  test(`${visit.route} has no accessibility violations`, async ({ page }) => {
    expect(await violationsOn(page, visit)).toEqual([]);
  });
}

test('the product pages and the comparison have no accessibility violations', async ({ page }) => {
  const bike = await firstItem('bicicletas', { withPhoto: true });
  const accessory = await firstItem('accesorios', { withPhoto: true });
  const bikePage = { route: productPath('bicicleta', bike), shown: heading(bike.nombre) };
  const accessoryPage = { route: productPath('accesorio', accessory), shown: heading(accessory.nombre) };
  const compare = { route: `/comparar-bicicletas?ids=${bike.id}`, shown: heading('Comparar bicicletas') };
  for (const visit of [bikePage, accessoryPage, compare])
    expect({ route: visit.route, violations: await violationsOn(page, visit) }).toEqual({
      route: visit.route,
      violations: [],
    });
});

test('/mi-consulta with a product in it has no accessibility violations', async ({ page }) => {
  const accessory = await firstItem('accesorios', { withPrice: true });
  const line = { type: 'accesorio', id: accessory.id, nombre: accessory.nombre, precio: accessory.precio, cantidad: 1 };
  await page.addInitScript((stored) => localStorage.setItem('mi-consulta', stored), JSON.stringify([line]));
  const shown = (shownPage: Page) => shownPage.getByRole('link', { name: accessory.nombre });
  expect(await violationsOn(page, { route: '/mi-consulta', shown })).toEqual([]);
});

test.describe('signed in as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  for (const visit of ADMIN_PAGES) {
    test(`${visit.route} has no accessibility violations`, async ({ page }) => {
      expect(await violationsOn(page, visit)).toEqual([]);
    });
  }

  test('the edit forms of a stored bicycle and accessory have no accessibility violations', async ({
    page,
    request,
  }) => {
    for (const table of ['bicicletas', 'accesorios']) {
      const { items } = (await (await request.get(`${API}/api/${table}?limit=1`)).json()) as {
        items: { id: number }[];
      };
      const route = `/admin/${table}/editar?id=${items[0]?.id}`;
      const violations = await violationsOn(page, {
        route,
        shown: (shownPage) => shownPage.getByRole('button', { name: 'Guardar cambios' }),
      });
      expect({ route, violations }).toEqual({ route, violations: [] });
    }
  });
});

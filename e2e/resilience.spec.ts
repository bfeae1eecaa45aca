import type { Page } from '@playwright/test';
import { API, axeViolations, expect, openInSite, test } from './support/site';

const apiCalls = `${API}/api/**`;

// The host's server renders pages with the API it reaches itself: these tests open each page from
// inside the site, so that the browser's own requests (intercepted here) load its data.

/** `/bici/{id}` and `/accesorio/{id}` of the first visible item of the demo catalogue. */
async function resolvePath(page: Page, path: string): Promise<string> {
  const match = /^\/(bici|accesorio)\/\{id\}$/.exec(path);
  if (!match) return path;
  const list = match[1] === 'bici' ? 'bicicletas' : 'accesorios';
  const response = await page.request.get(`${API}/api/${list}?limit=1`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  return `/${match[1]}/${items[0]?.id}`;
}

/** Layout shifts the page has had so far, as Lighthouse adds them up (CLS, without session windows). */
async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as { __layoutShift: number };
    page.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) page.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
/** Counts from now: the skeleton has replaced the page the test came from. */
const resetLayoutShift = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __layoutShift: number }).__layoutShift = 0));

/** The first product card of a catalogue's list: it shows only once the list has loaded. */
const cardIn = (list: string) => (page: Page) => page.getByRole('list', { name: list }).getByRole('link').first();
const textOf = (text: string) => (page: Page) => page.getByText(text).first();

async function expectLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('with the API down', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(apiCalls, (route) => route.abort('connectionrefused'));
  });

  const pages = [
    { path: '/catalogo-bicicletas', error: 'No se pudo cargar el catálogo', loaded: cardIn('Bicicletas') },
    { path: '/bici/{id}', error: 'No pudimos cargar la bicicleta', loaded: textOf('VER FICHA / MEDIDAS') },
    { path: '/catalogo-accesorios', error: 'No se pudo cargar el catálogo', loaded: cardIn('Accesorios') },
    {
      path: '/accesorio/{id}',
      error: 'No pudimos cargar el accesorio',
      loaded: textOf('VER FICHA / ESPECIFICACIONES'),
    },
  ];

  for (const { path, error, loaded } of pages) {
    test(`${path} says so in Spanish inside the layout, and recovers when the API returns`, async ({ page }) => {
      await openInSite(page, await resolvePath(page, path));
      await expect(page.getByText(error).first()).toBeVisible();
      await expect(page.getByText(/No se pudo conectar con la API \(http:\/\/localhost:4000/).first()).toBeVisible();
      await expectLayout(page);
      expect(await axeViolations(page)).toEqual([]);

      await page.unroute(apiCalls);
      await page.reload();
      await expect(loaded(page)).toBeVisible();
      await expect(page.getByText(error)).toHaveCount(0);
    });
  }

  test('the home keeps its hero, navigation and footer without the banners', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /catálogo/i }).first()).toBeVisible();
    await expectLayout(page);
  });

  test('sign-in shows the network failure message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Contraseña').fill('admin1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(
      page.getByText(/No se pudo conectar con la API \(http:\/\/localhost:4000\/api\/auth\/login\): /),
    ).toBeVisible();
  });
});

test.describe('with a slow API (2 s per call)', () => {
  test.beforeEach(async ({ page }) => {
    await trackLayoutShifts(page);
    await page.route(apiCalls, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
  });

  for (const path of ['/catalogo-bicicletas', '/catalogo-accesorios']) {
    test(`${path} shows skeletons, then the results without layout jumps`, async ({ page }) => {
      await openInSite(page, path);
      await expect(page.getByText('Cargando resultados…')).toBeAttached();
      await resetLayoutShift(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }

  for (const path of ['/bici/{id}', '/accesorio/{id}']) {
    test(`${path} shows its skeleton, then the product without layout jumps`, async ({ page }) => {
      await openInSite(page, await resolvePath(page, path));
      await expect(page.getByText('Cargando…').first()).toBeAttached();
      await resetLayoutShift(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});

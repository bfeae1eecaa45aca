import type { Page } from '@playwright/test';
import { VITALS_PATH } from '../contract/src/site-speed';
import { API, expect, firstItem, signInAsAdmin, test } from './support/site';

const PHONE_WIDTH = 375;

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

test('at 375 px the admin header is one row and every section name shows whole', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/accesorios/editar');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Panel', 'Portadas', 'Bicicletas', 'Accesorios']);
  const account = page.getByRole('button', { name: 'Cuenta' });
  await expect(account).toBeVisible();

  // Looked at when the header changes: test-results/admin-header-375.png.
  await page.locator('header').first().screenshot({ path: 'test-results/admin-header-375.png' });
  const boxes = [];
  for (const control of [...(await links.all()), account]) {
    const box = await control.boundingBox();
    if (!box) throw new Error('Un control del encabezado no se ve');
    boxes.push(box);
    // A label cut by its box (ellipsis, clipping) would be wider than what shows.
    expect(await control.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(Math.abs(box.y - (boxes[0]?.y ?? 0))).toBeLessThan(2);
  }
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await account.click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al sitio' })).toBeVisible();
});

/** The page is wider than the phone's screen: part of it only shows by scrolling sideways. */
async function overflowsSideways(page: Page): Promise<string> {
  return page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return '';
    // Named in the failure: the elements that stick out, deepest first.
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const leaves = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    const names = leaves.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return `${document.documentElement.scrollWidth} px: ${names.join(', ')}`;
  }, PHONE_WIDTH);
}

test('at 375 px no admin page scrolls sideways', async ({ page }) => {
  test.setTimeout(90_000);
  // A visit's speed, so that the panel shows its table of figures (the widest of its cards).
  const report = {
    ruta: '/catalogo-bicicletas',
    metricas: { lcp: 2400, inp: 180, cls: 0.05, ttfb: 600, hidratacion: 1500 },
    errores: { js: 1, carga: 0 },
  };
  const sent = await fetch(`${API}${VITALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  expect(sent.status).toBe(202);
  const bike = await firstItem('bicicletas');
  const accessory = await firstItem('accesorios');
  await signInAsAdmin(page);
  const pages = [
    '/admin',
    '/admin/home/portadas-secundarias',
    '/admin/bicicletas/editar',
    '/admin/accesorios/editar',
    '/admin/bicicletas/nueva',
    '/admin/accesorios/nuevo',
    `/admin/bicicletas/editar?id=${bike.id}`,
    `/admin/accesorios/editar?id=${accessory.id}`,
    '/admin/arrepentimientos',
    '/admin/no-existe',
  ];
  const wide: string[] = [];
  for (const address of pages) {
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await overflowsSideways(page);
    if (overflow) wide.push(`${address}: ${overflow}`);
    const history = page.getByRole('tab', { name: 'Historial' });
    if (await history.isVisible()) {
      await history.click();
      await page.waitForLoadState('networkidle');
      const historyOverflow = await overflowsSideways(page);
      if (historyOverflow) wide.push(`${address} (Historial): ${historyOverflow}`);
    }
  }
  expect(wide).toEqual([]);
});

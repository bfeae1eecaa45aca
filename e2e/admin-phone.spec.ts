import { expect, signInAsAdmin, test } from './support/site';

test.use({ viewport: { width: 375, height: 740 } });

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

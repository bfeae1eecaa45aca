import { axeViolations, expect, test } from './support/site';

const PUBLIC_ROUTES = [
  '/',
  '/contacto',
  '/ubicacion',
  '/login',
  '/register',
  '/bicicletas',
  '/accesorios',
  '/no-existe',
  '/login?m=forbidden',
  '/bici/99999-no-existe',
  '/accesorio/99999-no-existe',
];

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

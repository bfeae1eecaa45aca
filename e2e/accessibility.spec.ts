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
    // The map embeds arrive in the server's HTML; offline they would hang. An aborted embed never lets
    // the network count as idle, so the test waits for what it needs: the page hydrated (`goto`) with its content.
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (request) => request.abort(),
    );
    await page.goto(route);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

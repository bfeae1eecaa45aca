import { API, expect, signInAsAdmin, test } from './support/site';

test("a shopper's visit to a catalogue page, once left, shows in the admin panel's 'Velocidad del sitio'", async ({
  page,
}) => {
  // Every visit of this browser reports (the diagnosis override), instead of the site's share.
  await page.addInitScript(() => localStorage.setItem('vitals-muestra', '1'));
  // The reporter's code comes after the page's load event, on its own.
  const reporterLoaded = page.waitForResponse((response) => /\/vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto('/accesorios?categoria=cascos');
  await reporterLoaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Leaving the page hides it: the report goes out as a text beacon to the API.
  const sent = page.waitForRequest((request) => request.url() === `${API}/api/vitals`);
  await page.goto('/ubicacion');
  const report = (await sent).postDataJSON() as { ruta: string; metricas: Record<string, number> };
  // The route's pattern, never the address with its query.
  expect(report.ruta).toBe('/accesorios');
  expect(Object.keys(report.metricas)).toEqual(expect.arrayContaining(['lcp', 'cls', 'ttfb', 'hidratacion']));

  await signInAsAdmin(page);
  await page.goto('/admin');
  const speed = page.getByRole('region', { name: 'Velocidad del sitio' });
  const row = speed.getByRole('row', { name: /\/accesorios/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/ (Bueno|Mejorable|Malo)$/);
  await speed.getByText('28 días').click();
  await expect(speed.getByRole('table', { name: 'Percentil 75 por ruta, de los últimos 28 días' })).toBeVisible();
  await expect(speed.getByRole('row', { name: /\/accesorios/ })).toBeVisible();
});

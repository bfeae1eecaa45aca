import { API, expect, signInAsAdmin, test } from './support/site';

interface StoredRoute {
  ruta: string;
  muestras: number;
  metricas: Record<string, { p75: number | null }>;
}

test("a shopper's visit to a catalogue page, once left, shows in the admin panel's 'Velocidad del sitio'", async ({
  page,
  request,
}) => {
  // Every visit of this browser reports (the diagnosis override), instead of the site's share.
  await page.addInitScript(() => localStorage.setItem('vitals-muestra', '1'));
  // The reporter's code comes after the page's load event, on its own.
  const reporterLoaded = page.waitForResponse((response) => /\/vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto('/accesorios?categoria=cascos');
  await reporterLoaded;

  // Leaving the page hides it: the report goes out as a text beacon, which the page does not wait for.
  await page.goto('/ubicacion');
  const login = await request.post(`${API}/api/auth/login`, {
    data: { email: 'admin@example.com', contrasena: 'admin1234' },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const stored = async () => {
    const answer = await request.get(`${API}/api/vitals/resumen?dias=7`, { headers });
    return ((await answer.json()) as { rutas: StoredRoute[] }).rutas.find((route) => route.ruta === '/accesorios');
  };
  // Stored under the route's pattern, never the address with its query.
  const measured = { p75: expect.any(Number) };
  await expect
    .poll(stored)
    .toMatchObject({ muestras: 1, metricas: { lcp: measured, cls: measured, ttfb: measured, hidratacion: measured } });

  await signInAsAdmin(page);
  await page.goto('/admin');
  const speed = page.getByRole('region', { name: 'Velocidad del sitio' });
  const row = speed.getByRole('row', { name: /^\/accesorios / });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  // LCP, with its rating in words.
  await expect(row.getByRole('cell').nth(1)).toHaveText(/ (Bueno|Mejorable|Malo)$/);
  await speed.getByText('28 días').click();
  await expect(speed.getByRole('table', { name: 'Percentil 75 por ruta, de los últimos 28 días' })).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('1');
});

import type { Page } from '@playwright/test';
import { expect, reactRenderers, remotePort, test, trackRemoteRequests } from './support/site';

const pages = [
  { path: '/', heading: /./, remote: null },
  { path: '/contacto', heading: /contacto/i, remote: null },
  { path: '/ubicacion', heading: 'Dónde encontrarnos', remote: null },
  { path: '/login', heading: /ingres/i, remote: null },
  { path: '/register', heading: /cuenta/i, remote: null },
  { path: '/bicicletas', heading: 'Catálogo de Bicicletas', remote: remotePort('bikes') },
  { path: '/accesorios', heading: 'Catálogo de Accesorios', remote: remotePort('accessories') },
  { path: '/no-existe', heading: '404 · Página no encontrada', remote: null },
];

for (const { path, heading, remote } of pages) {
  test(`${path} renders inside the layout with React loaded once`, async ({ page, pageErrors }) => {
    const remotesRequested = trackRemoteRequests(page);

    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/ \| Rueda Libre$/);
    expect(await reactRenderers(page)).toBe(1);
    expect([...remotesRequested]).toEqual(remote ? [remote] : []);
    expect(pageErrors).toEqual([]);
  });
}

test('moving between remotes keeps one React and loads each remote only when used', async ({ page, pageErrors }) => {
  const remotesRequested = trackRemoteRequests(page);
  await page.goto('/');
  expect([...remotesRequested]).toEqual([]);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /catálogo/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeVisible();
  await page.goto('/accesorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeVisible();

  expect(await reactRenderers(page)).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('the bicycle category address redirects to the filtered catalogue, replacing history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/bicicletas/mtb');
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await page.goBack();
  await expect(page).toHaveURL('/');
});

/** How each file of a remote was requested: `link` when index.html preloaded it. */
async function remoteFileInitiators(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter(({ name }) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(name))
      .map(({ name, initiatorType }) => `${new URL(name).port}${new URL(name).pathname} ${initiatorType}`)
      .sort(),
  );
}

test("index.html preloads the manifest and entry of the page's remote, and no other", async ({ page }) => {
  await page.goto('/bici/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await remoteFileInitiators(page)).toEqual(['3001/mf-manifest.json link', '3001/remoteEntry.js link']);

  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: /contacto/i })).toBeVisible();
  expect(await remoteFileInitiators(page)).toEqual([]);
});

import path from 'node:path';
import type { Server } from 'node:http';
import { expect, REMOTE_PORTS, test } from './support/site';
import type { Page, Route } from '@playwright/test';

const BIKES = `http://localhost:${REMOTE_PORTS.bikes}`;
const FALLBACK = 'Esta sección no está disponible en este momento';

async function expectContainedFailure(page: Page, startedAt: number) {
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 6_000 });
  expect(Date.now() - startedAt).toBeLessThan(6_000);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectRestOfSiteWorks(page: Page) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /contacto/i })
    .first()
    .click();
  await expect(page).toHaveURL('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: /contacto/i })).toBeVisible();
}

const failures: { kind: string; pattern: string; handler: (route: Route) => Promise<void> | void }[] = [
  {
    kind: 'manifest 404',
    pattern: `${BIKES}/mf-manifest.json*`,
    handler: (route) => route.fulfill({ status: 404, body: 'no' }),
  },
  {
    kind: 'remote entry script 500',
    pattern: `${BIKES}/remoteEntry.js*`,
    handler: (route) => route.fulfill({ status: 500, body: 'error' }),
  },
  {
    kind: 'remote entry script that throws',
    pattern: `${BIKES}/remoteEntry.js*`,
    handler: (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("roto")' }),
  },
  // A hang: the request is never answered.
  { kind: 'manifest that hangs', pattern: `${BIKES}/mf-manifest.json*`, handler: () => undefined },
];

for (const { kind, pattern, handler } of failures) {
  test(`a remote whose ${kind} is contained, then recovers on retry`, async ({ page }) => {
    await page.route(pattern, handler);
    const startedAt = Date.now();
    await page.goto('/bicicletas');

    await expectContainedFailure(page, startedAt);

    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeVisible();
    await expectRestOfSiteWorks(page);
  });
}

test.describe('a remote that throws while rendering', () => {
  let fixture: Server;

  test.beforeAll(async () => {
    const { createStaticServer, listen } = await import('../scripts/static-server.mjs');
    fixture = await listen(createStaticServer(path.join(__dirname, 'fixtures', 'broken-remote', 'dist')), 3009);
  });

  test.afterAll(() => {
    fixture.close();
  });

  test('is contained in its section while the rest of the site works', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        json: {
          remotes: [
            { name: 'broken', entry: 'http://localhost:3009/mf-manifest.json', routes: ['/bicicletas'] },
            {
              name: 'accessories',
              entry: `http://localhost:${REMOTE_PORTS.accessories}/mf-manifest.json`,
              routes: ['/accesorios'],
            },
          ],
        },
      }),
    );
    const startedAt = Date.now();
    await page.goto('/bicicletas');

    await expectContainedFailure(page, startedAt);
    await page.goto('/accesorios');
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeVisible();
    await expectRestOfSiteWorks(page);
  });
});

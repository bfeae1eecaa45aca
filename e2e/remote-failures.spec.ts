import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, remotePort, signInAsAdmin, test } from './support/site';
import type { Page, Route } from '@playwright/test';

const FALLBACK = 'Esta sección no está disponible en este momento';

/** The section's fallback, while the failing request may still hang (its ~4 s cut-off is a unit test's). */
async function expectContainedFailure(page: Page) {
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 15_000 });
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

/** The back office has its own frame, without the storefront's footer: its way out is Ir al sitio. */
async function expectAdminLeadsToSite(page: Page) {
  await page.getByRole('link', { name: 'Ir al sitio' }).click();
  await expect(page).toHaveURL('/');
  await expectRestOfSiteWorks(page);
}

/** Each remote, a page it serves and the heading that shows it loaded. */
const remotes = [
  { name: 'bikes', port: remotePort('bikes'), path: '/bicicletas', heading: 'Catálogo de Bicicletas' },
  { name: 'accessories', port: remotePort('accessories'), path: '/accesorios', heading: 'Catálogo de Accesorios' },
  { name: 'admin', port: remotePort('admin'), path: '/admin', heading: /Hola/ },
] as const;

const failures: { kind: string; file: string; handler: (route: Route) => Promise<void> | void }[] = [
  { kind: 'manifest 404', file: 'mf-manifest.json', handler: (route) => route.fulfill({ status: 404, body: 'no' }) },
  {
    kind: 'remote entry script 500',
    file: 'remoteEntry.js',
    handler: (route) => route.fulfill({ status: 500, body: 'error' }),
  },
  {
    kind: 'remote entry script that throws',
    file: 'remoteEntry.js',
    handler: (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("roto")' }),
  },
  // A hang: held unanswered while the test looks (a 30 s hang and an endless one look the same
  // within 5 s), then answered when the remote is back, as a hang ends; held requests also keep
  // the browser's few connections to that origin busy, as they would.
  { kind: 'manifest that hangs', file: 'mf-manifest.json', handler: (route) => void heldRequests.push(route) },
];

const heldRequests: Route[] = [];

async function releaseHeldRequests() {
  await Promise.all(heldRequests.splice(0).map((route) => route.continue().catch(() => undefined)));
}

for (const remote of remotes) {
  for (const { kind, file, handler } of failures) {
    test(`the ${remote.name} remote: a ${kind} is contained, then recovers on retry`, async ({ page }) => {
      if (remote.name === 'admin') await signInAsAdmin(page);
      const pattern = `http://localhost:${remote.port}/${file}*`;
      await page.route(pattern, handler);
      await page.goto(remote.path);

      await expectContainedFailure(page);

      await page.unroute(pattern);
      await releaseHeldRequests();
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
      await (remote.name === 'admin' ? expectAdminLeadsToSite(page) : expectRestOfSiteWorks(page));
    });
  }
}

/** The broken build (its screen throws while rendering), built by the global setup. */
const BROKEN_BUILD = path.join(__dirname, 'fixtures', 'broken-remote', 'dist');
const BIKES_FILES = `http://localhost:${remotePort('bikes')}/**`;

/**
 * The bikes remote's address serving the broken build's files, as a deploy replaces the files behind a
 * URL: remotes.json (and so the pages' content security policy) keeps naming the same origin.
 */
async function deployBrokenBikes(page: Page) {
  await page.route(BIKES_FILES, (route) => {
    const file = path.join(BROKEN_BUILD, new URL(route.request().url()).pathname);
    return existsSync(file)
      ? route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } })
      : route.fulfill({ status: 404, body: 'no' });
  });
}

test('a remote that throws while rendering is contained in its section while the rest of the site works', async ({
  page,
}) => {
  await deployBrokenBikes(page);
  await page.goto('/bicicletas');

  await expectContainedFailure(page);
  await page.goto('/accesorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeVisible();
  await expectRestOfSiteWorks(page);
});

test('a remote redeployed while the host keeps running shows its new release on reload, without rebuilding or restarting the host', async ({
  page,
}) => {
  await deployBrokenBikes(page);
  await page.goto('/bicicletas');
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 6_000 });

  await page.unroute(BIKES_FILES);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeVisible();
});

import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { idSlug } from '../contract/src/product-paths';
import { png } from './support/images';
import { expect, firstItem, REMOTE_ORIGINS, remotePort, signInAsAdmin, SITE, test } from './support/site';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Every breach of the page's content security policy: the `securitypolicyviolation` events of its
 * documents and Chromium's console errors. Read with `violations()` before the page leaves.
 */
async function watchPolicy(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return { violations: async () => [...(await page.evaluate(() => window.__cspViolations)), ...logged.splice(0)] };
}

/** The policy's directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** One public address per route of the host and of the catalogue remotes, the missing page and a redirect. */
async function publicPages(): Promise<string[]> {
  const bike = await firstItem('bicicletas');
  const accessory = await firstItem('accesorios');
  return [
    '/',
    '/contacto',
    '/ubicacion',
    '/login',
    '/register',
    '/bicicletas',
    '/bicicletas/mtb',
    '/catalogo-bicicletas?categoria=mtb',
    `/bici/${idSlug(bike.id, bike.nombre)}`,
    `/comparar-bicicletas?ids=${bike.id}`,
    '/accesorios',
    '/accesorios/cascos',
    '/catalogo-accesorios?q=casco',
    `/accesorio/${idSlug(accessory.id, accessory.nombre)}`,
    '/no-existe',
  ];
}

/** The admin's screens, one per route of its remote, and an unknown one. */
async function adminPages(): Promise<string[]> {
  const bike = await firstItem('bicicletas');
  const accessory = await firstItem('accesorios');
  return [
    '/admin',
    '/admin/home/portadas-secundarias',
    '/admin/bicicletas/nueva',
    '/admin/bicicletas/editar',
    `/admin/bicicletas/editar?id=${bike.id}`,
    `/admin/bicicletas/${idSlug(bike.id, bike.nombre)}/editar`,
    '/admin/accesorios/nuevo',
    '/admin/accesorios/editar',
    `/admin/accesorios/${idSlug(accessory.id, accessory.nombre)}/editar`,
    '/admin/no-existe',
  ];
}

test('every page, hydrated, with the maps of /contacto and /ubicacion, breaks no rule of its policy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const policy = await watchPolicy(page);
  const found: string[] = [];
  for (const path of await publicPages()) {
    const response = await page.goto(path);
    expect(directives(response?.headers()['content-security-policy'])['script-src'], path).not.toContain(
      "'unsafe-inline'",
    );
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    if (path === '/contacto' || path === '/ubicacion') await expect(page.getByTitle(/^Mapa/).first()).toBeVisible();
    found.push(...(await policy.violations()).map((violation) => `${path} ${violation}`));
  }
  expect(found).toEqual([]);
});

test('the admin signed in, with the preview of a chosen image, breaks no rule of its policy', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const policy = await watchPolicy(page);
  const found: string[] = [];
  for (const path of await adminPages()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    found.push(...(await policy.violations()).map((violation) => `${path} ${violation}`));
  }

  await page.goto('/admin/accesorios/nuevo');
  await page.getByLabel('Elegir imágenes').setInputFiles([await png('vista.png', '#0f766e')]);
  await expect(page.getByText('Imagen subida ✔')).toBeVisible({ timeout: 15_000 });
  const preview = page.locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  found.push(...(await policy.violations()));
  expect(found).toEqual([]);
});

test('the error page breaks no rule of its policy', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto('/');
  // The next screen's code cannot be fetched: the router shows the error page.
  await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /contacto/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ups…' })).toBeVisible();
  expect(await policy.violations()).toEqual([]);
});

test('a page answer carries the security headers, and its policy allows exactly what the site uses', async ({
  request,
}) => {
  const answer = await request.get('/contacto');
  const headers = answer.headers();
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  const policy = directives(headers['content-security-policy']);
  const hashes = (policy['script-src'] ?? []).filter((source) => source.startsWith("'sha256-"));
  expect(hashes.length).toBeGreaterThan(0);
  expect(policy['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS, ...hashes]);
  expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000', ...REMOTE_ORIGINS]);
  expect(policy['frame-src']).toEqual(['https://maps.google.com', 'https://www.google.com']);
  expect(policy['form-action']).toEqual(["'self'", 'https://wa.me']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
});

test('no other site can frame the admin area', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(`http://localhost:${remotePort('bikes')}/mf-manifest.json`);
  await page.setContent(`<iframe title="Admin" src="${SITE}/admin"></iframe>`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
});

/** A GET with whatever Host header a client sends. */
function statusWithHost(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${SITE}/contacto`, { headers: { host }, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('any Host header gets the page, never a server error', async () => {
  for (const host of ['[', 'a b', 'localhost:3000', 'otro.example']) {
    expect({ host, status: await statusWithHost(host) }).toEqual({ host, status: 200 });
  }
});

test('no source map is served, by the host or by the remotes, though the builds have them', async ({ request }) => {
  for (const [origin, script, dist] of [
    [SITE, 'main.js', 'host'],
    ['http://localhost:' + remotePort('bikes'), 'remoteEntry.js', 'mf-catalog-bikes'],
    ['http://localhost:' + remotePort('accessories'), 'remoteEntry.js', 'mf-catalog-accessories'],
    ['http://localhost:' + remotePort('admin'), 'remoteEntry.js', 'mf-admin'],
  ] as const) {
    expect(existsSync(path.join(__dirname, '..', dist, 'dist', `${script}.map`))).toBe(true);
    expect((await request.get(`${origin}/${script}`)).status(), `${origin}/${script}`).toBe(200);
    for (const path of [`${script}.map`, `${script}%2Emap`]) {
      expect((await request.get(`${origin}/${path}`)).status(), `${origin}/${path}`).toBe(404);
    }
  }
});

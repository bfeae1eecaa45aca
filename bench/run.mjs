// `npm run bench`: builds for production (federated, and the host as one ordinary bundle), starts the
// API (fresh demo data) and the four apps, and measures:
// - lighthouse: every route three ways — the federated site, the single bundle (the federation tax)
//   and a static HTML copy of each public page (the limit) — with its first-load JS;
// - ttfb: the host server's time to first byte on / and a bicycle's page, 50 connections (autocannon);
// - memory: the host server's RSS before and after 10,000 requests;
// - dead-window: paint → hydrated on the catalogue, a bicycle's page and the sign-in page, CPU 4×.
// Writes bench/out/report.json (a part measured alone replaces only its own figures) and bench/report.md.
// Options: --only lighthouse,ttfb,memory,dead-window (default: all), --no-build (reuse the current dist folders),
// --runs N (Lighthouse runs, default 5).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { createStaticServer, listen } from '../scripts/static-server.mjs';
import { deadWindowRoutes, formatDeadWindow, measureDeadWindow, servedAt } from './dead-window.mjs';
import { formatFirstLoad, measureFirstLoad } from './first-load.mjs';
import { formatLighthouse, lighthouseRoute } from './lighthouse.mjs';
import { formatReport } from './report.mjs';
import { formatMemory, formatTtfb, measureMemory, measureTtfb, warmUp } from './server-load.mjs';
import { serveStaticPages, snapshotStaticPage } from './static-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const PARTS = ['lighthouse', 'ttfb', 'memory', 'dead-window'];
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : PARTS;
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`Partes desconocidas: ${unknown.join(', ')} (son ${PARTS.join(', ')})`);
  process.exit(1);
}
const measures = (part) => only.includes(part);
const reportJson = path.join(root, 'bench', 'out', 'report.json');
const API = 'http://localhost:4000';
const SITE = 'http://localhost:3000';
const BUNDLE_SITE = 'http://localhost:3010';
const STATIC_SITE = 'http://localhost:3011';

if (!args.includes('--no-build')) {
  const bundle = measures('lighthouse') ? ' && npm run build:bundle -w host' : '';
  execSync(`npm run build${bundle}`, { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const origins = ['3000', '3001', '3002', '3003', '3010', '3011'].map((port) => `http://localhost:${port}`);
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', CORS_ORIGINS: origins.join(',') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  site.stdout.on('data', (chunk) => String(chunk).includes('Sitio listo') && resolve());
  site.on('exit', (code) => reject(new Error(`El sitio terminó con código ${code}`)));
});
const servers = measures('lighthouse')
  ? [await listen(createStaticServer(path.join(root, 'host', 'dist-bundle')), 3010)]
  : [];

async function measureSite(browser, routes, siteUrl) {
  const results = [];
  for (const { route, token } of routes) {
    const firstLoad = await measureFirstLoad(browser, route, { token, site: siteUrl });
    console.log(formatFirstLoad(firstLoad));
    const lighthouse = await lighthouseRoute(route, runs, { token, site: siteUrl });
    console.log(formatLighthouse(lighthouse));
    results.push({ route, firstLoad, lighthouse });
  }
  return results;
}

/** Lighthouse and first-load JS, three ways: the federated site, one bundle, static copies of the public pages. */
async function measureLighthouse(publicRoutes, adminRoute) {
  const routes = [...publicRoutes, adminRoute];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log('— Sitio federado');
  const federated = await measureSite(browser, routes, SITE);
  console.log('— Un solo bundle');
  const bundle = await measureSite(browser, routes, BUNDLE_SITE);

  console.log('— HTML estático');
  const pages = new Map();
  for (const [index, { route }] of publicRoutes.entries()) {
    pages.set(`/${index}.html`, await snapshotStaticPage(browser, SITE, route));
  }
  await browser.close();
  servers.push(await serveStaticPages(pages, 3011));
  const staticPages = [];
  for (const [index, { route }] of publicRoutes.entries()) {
    const lighthouse = await lighthouseRoute(`/${index}.html`, runs, { site: STATIC_SITE });
    console.log(formatLighthouse({ ...lighthouse, route }));
    staticPages.push({ route, lighthouse });
  }
  return { runs, federated, bundle, staticPages };
}

/** Paint → hydrated, median of 3, on the routes the target names. */
async function measureDeadWindows(routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const measured = [];
    for (const route of routes) {
      const result = await measureDeadWindow(browser, route, { site: SITE });
      console.log(formatDeadWindow(result));
      measured.push(result);
    }
    return measured;
  } finally {
    await browser.close();
  }
}

try {
  const json = (url, init) => fetch(`${API}${url}`, init).then((response) => response.json());
  const { token } = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', contrasena: 'admin1234' }),
  });
  const [bike] = (await json('/api/bicicletas?limit=1')).items;
  const [accessory] = (await json('/api/accesorios?limit=1')).items;
  const bikeRoute = await servedAt(`/bici/${bike.id}`, SITE);
  const publicRoutes = [
    '/',
    '/bicicletas',
    '/accesorios',
    '/catalogo-bicicletas',
    '/catalogo-accesorios',
    bikeRoute,
    await servedAt(`/accesorio/${accessory.id}`, SITE),
    '/contacto',
    '/ubicacion',
    '/login',
    '/register',
  ].map((route) => ({ route }));

  const results = existsSync(reportJson) ? JSON.parse(readFileSync(reportJson, 'utf8')) : {};
  results.generatedAt = new Date().toISOString();
  if (measures('lighthouse')) {
    Object.assign(results, await measureLighthouse(publicRoutes, { route: '/admin/bicicletas/editar', token }));
  }
  if (measures('dead-window')) {
    console.log('— Ventana muerta (primer pintado → hidratada, CPU 4×)');
    results.deadWindow = await measureDeadWindows(await deadWindowRoutes(API, SITE));
  }
  const loadRoutes = ['/', bikeRoute];
  if (measures('ttfb') || measures('memory')) {
    console.log(`— Servidor del host: calentamiento (${await warmUp(loadRoutes, SITE)} rondas de 5 s)`);
  }
  if (measures('ttfb')) {
    console.log('— Servidor del host: TTFB');
    results.ttfb = [];
    for (const route of loadRoutes) {
      const ttfb = await measureTtfb(route, SITE);
      console.log(formatTtfb(ttfb));
      results.ttfb.push(ttfb);
    }
  }
  if (measures('memory')) {
    console.log('— Servidor del host: memoria');
    results.memory = await measureMemory([...loadRoutes, '/catalogo-bicicletas'], SITE);
    console.log(formatMemory(results.memory));
  }

  mkdirSync(path.dirname(reportJson), { recursive: true });
  writeFileSync(reportJson, JSON.stringify(results, null, 2));
  const report = formatReport(results);
  writeFileSync(path.join(root, 'bench', 'report.md'), report);
  console.log(`\n${report}`);
} finally {
  for (const server of servers) server.close();
  site.kill('SIGTERM');
}

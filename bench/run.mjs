// `npm run bench`: builds for production, starts the API (fresh demo data) and the four apps,
// measures every route and writes bench/report.md and bench/out/report.json.
// Options: --no-build (reuse the current dist folders), --runs N (Lighthouse runs, default 5).
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { formatFirstLoad, measureFirstLoad } from './first-load.mjs';
import { formatLighthouse, lighthouseRoute } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const API = 'http://localhost:4000';

if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  site.stdout.on('data', (chunk) => String(chunk).includes('Sitio listo') && resolve());
  site.on('exit', (code) => reject(new Error(`El sitio terminó con código ${code}`)));
});

try {
  const json = (url, init) => fetch(`${API}${url}`, init).then((response) => response.json());
  const { token } = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', contrasena: 'admin1234' }),
  });
  const [bike] = (await json('/api/bicicletas?limit=1')).items;
  const [accessory] = (await json('/api/accesorios?limit=1')).items;
  const routes = [
    { route: '/' },
    { route: '/catalogo-bicicletas' },
    { route: `/bici/${bike.id}` },
    { route: '/catalogo-accesorios' },
    { route: `/accesorio/${accessory.id}` },
    { route: '/admin/bicicletas/editar', token },
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstLoad = [];
  for (const { route, token: routeToken } of routes) {
    const result = await measureFirstLoad(browser, route, { token: routeToken });
    console.log(formatFirstLoad(result));
    firstLoad.push(result);
  }
  await browser.close();

  const lighthouse = [];
  for (const { route, token: routeToken } of routes) {
    const result = await lighthouseRoute(route, runs, { token: routeToken });
    console.log(formatLighthouse(result));
    lighthouse.push(result);
  }

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const report = [
    '# Rendimiento medido',
    '',
    `Generado por \`npm run bench\` el ${new Date().toISOString()} (Lighthouse ${runs} corridas, mediana, preset móvil; JS medido en Chromium con el protocolo DevTools, gzip).`,
    '',
    '| ruta | JS gzip (KB) | scripts | pedidos | remotos | React | Lighthouse | LCP (ms) | TBT (ms) | CLS | FCP (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...firstLoad.map((load, index) => {
      const lh = lighthouse[index];
      return `| ${load.route} | ${kb(load.jsGzipBytes)} | ${load.scriptRequests} | ${load.requests} | ${load.remotes.join(', ') || '—'} | ${load.reactCopies} | ${lh.score} | ${Math.round(lh.lcp)} | ${Math.round(lh.tbt)} | ${lh.cls.toFixed(3)} | ${Math.round(lh.fcp)} |`;
    }),
    '',
  ].join('\n');
  mkdirSync(path.join(root, 'bench', 'out'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'out', 'report.json'), JSON.stringify({ firstLoad, lighthouse }, null, 2));
  writeFileSync(path.join(root, 'bench', 'report.md'), report);
  console.log(`\n${report}`);
} finally {
  site.kill('SIGTERM');
}

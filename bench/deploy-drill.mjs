// The deploy drill: the bikes remote released as a new version, switched to and rolled back while 20 browser
// sessions walk the catalogue and a host serves 50 requests/s. It runs its own host (a copy of host/dist, with
// its own remotes.json) and serves the releases folder itself, on ports of its own; it needs the API on :4000
// accepting the drill host's origin: CORS_ORIGINS=http://localhost:3050 npm start -w api. Writes
// bench/deploy-drill.md. Usage: node bench/deploy-drill.mjs [--no-release]
// (--no-release: v2 is the current build, already released; v1 the release before it).
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { buildIdOf, listReleases, publishRelease, releaseEntry, releasesLocation } from '../scripts/releases.mjs';
import { createStaticServer, listen } from '../scripts/static-server.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST_PORT = 3050;
const RELEASES_PORT = 3051;
const SITE = `http://localhost:${HOST_PORT}`;
const RELEASES_URL = `http://localhost:${RELEASES_PORT}`;
const API = 'http://localhost:4000';
const SESSIONS = 20;
const REQUESTS_PER_SECOND = 50;
/** Load before the switch, between switch and rollback, and after it. */
const PHASE_MS = 15_000;
const POLL_MS = 100;
const STEP_TIMEOUT_MS = 90_000;
/** The sessions open one after another, this far apart, before the drill starts. */
const SESSION_STAGGER_MS = 1000;
const UNAVAILABLE = 'Esta sección no está disponible en este momento';
const hostDir = mkdtempSync(path.join(tmpdir(), 'simulacro-host-'));
const { values: options } = parseArgs({ options: { 'no-release': { type: 'boolean' } } });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const deploy = (...args) =>
  run(process.execPath, [path.join(root, 'scripts', 'deploy.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, HOST_DIST_DIR: hostDir, RELEASES_URL },
  });

/** The release new page views get: the server-rendered page preloads its manifest. */
async function servedRelease() {
  const html = await (await fetch(`${SITE}/catalogo-bicicletas`)).text();
  return /\/bikes\/([^/"]+)\/mf-manifest\.json/.exec(html)?.[1];
}

/** Switches (or rolls back) and measures how long until a new page view shows `buildId`. */
async function putLive(command, buildId) {
  await deploy(...command);
  const switched = performance.now();
  while ((await servedRelease()) !== buildId) await sleep(POLL_MS);
  return performance.now() - switched;
}

/** v1: the build in mf-catalog-bikes/dist, published if it is not yet; v2: a new release of the same sources. */
async function releases() {
  const { dir } = releasesLocation(root);
  const distDir = path.join(root, 'mf-catalog-bikes', 'dist');
  const current = buildIdOf(distDir);
  if (!listReleases(dir, 'bikes').some((release) => release.buildId === current))
    publishRelease({ releasesDir: dir, remote: 'bikes', distDir });
  if (options['no-release']) {
    const previous = listReleases(dir, 'bikes').find((release) => release.buildId !== current);
    if (!previous) throw new Error('--no-release necesita dos versiones publicadas de bikes');
    return { v1: previous.buildId, v2: current };
  }
  const { stdout } = await run('npm', ['run', 'release', '-w', 'mf-catalog-bikes'], { cwd: root });
  return { v1: current, v2: /npm run switch -- bikes (\S+)/.exec(stdout)[1] };
}

/** 50 requests/s on the host's pages until stopped: every answer that is not 2xx or 3xx counts as failed. */
function hostLoad(productPath) {
  const counts = { requests: 0, failed: 0 };
  const paths = ['/', '/bicicletas', '/catalogo-bicicletas', productPath, '/comparar-bicicletas'];
  const instance = autocannon({
    url: SITE,
    connections: 10,
    overallRate: REQUESTS_PER_SECOND,
    duration: 3600,
    requests: paths.map((route) => ({ method: 'GET', path: route })),
  });
  instance.on('response', (_client, status) => {
    counts.requests += 1;
    if (status >= 400) counts.failed += 1;
  });
  instance.on('reqError', () => (counts.failed += 1));
  return { counts, stop: () => instance.stop() };
}

/** A shopper going back and forth between the catalogue and a bicycle in one tab, never reloading it. */
async function session(browser, counts, running) {
  const context = await browser.newContext({ locale: 'es-AR' });
  const page = await context.newPage();
  page.on('response', (response) => {
    counts.requests += 1;
    if (response.status() >= 400) counts.failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      counts.failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  // Twenty browsers on a shared 2-core machine: each step may take long, none may fail.
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const cards = page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');
  try {
    await page.goto(`${SITE}/catalogo-bicicletas`, { waitUntil: 'domcontentloaded' });
    await cards.first().waitFor();
  } catch (error) {
    counts.brokenJourneys.push(error.message.split('\n')[0]);
  }
  counts.started += 1;
  while (running()) {
    try {
      await cards.first().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack({ waitUntil: 'commit' });
      await cards.first().waitFor();
      counts.journeys += 1;
    } catch (error) {
      counts.brokenJourneys.push(error.message.split('\n')[0]);
    }
    counts.unavailable += await page.getByText(UNAVAILABLE).count();
  }
  await context.close();
}

/** The drill's host: the site's host build with bikes at release v1; the other remotes where the build put them. */
async function startHost(v1) {
  cpSync(path.join(root, 'host', 'dist'), hostDir, { recursive: true });
  const remotesFile = path.join(hostDir, 'remotes.json');
  const remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
  for (const remote of remotes.remotes)
    if (remote.name === 'bikes') remote.entry = releaseEntry(RELEASES_URL, 'bikes', v1);
  writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
  const host = spawn(process.execPath, [path.join(root, 'host', 'dist-server', 'main.js')], {
    env: { ...process.env, HOST_DIST_DIR: hostDir, HOST_PORT: String(HOST_PORT) },
    stdio: 'ignore',
  });
  for (;;) {
    if (host.exitCode !== null) throw new Error(`El host del simulacro terminó (${host.exitCode})`);
    if (
      await fetch(`${SITE}/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return host;
    await sleep(200);
  }
}

if (
  !(await fetch(`${API}/api/health`).then(
    (response) => response.ok,
    () => false,
  ))
)
  throw new Error(`La API no responde en ${API}: CORS_ORIGINS=${SITE} npm start -w api`);
const { v1, v2 } = await releases();
console.info(`bikes v1 ${v1}, v2 ${v2}`);
const releasesServer = await listen(createStaticServer(releasesLocation(root).dir, { single: false }), RELEASES_PORT);
const host = await startHost(v1);
// Also when the drill stops on an error.
process.on('exit', () => host.kill('SIGTERM'));
while ((await servedRelease()) !== v1) await sleep(POLL_MS);

const { items } = await (await fetch(`${API}/api/bicicletas?limit=1`)).json();
const load = hostLoad(`/bici/${items[0].id}`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let running = true;
const counts = { requests: 0, failed: [], started: 0, journeys: 0, brokenJourneys: [], unavailable: 0 };
const sessions = [];
for (let opened = 0; opened < SESSIONS; opened += 1) {
  sessions.push(session(browser, counts, () => running));
  await sleep(SESSION_STAGGER_MS);
}
while (counts.started < SESSIONS) await sleep(POLL_MS);
let toV2;
let toV1;
try {
  await sleep(PHASE_MS);
  toV2 = await putLive(['switch', 'bikes', v2], v2);
  await sleep(PHASE_MS);
  toV1 = await putLive(['rollback', 'bikes'], v1);
  await sleep(PHASE_MS);
} finally {
  running = false;
  await Promise.all(sessions);
  await browser.close();
  load.stop();
  host.kill('SIGTERM');
  releasesServer.close();
  rmSync(hostDir, { recursive: true, force: true });
}

const seconds = (ms) => (ms / 1000).toFixed(2).replace('.', ',');
const lines = [
  '# Simulacro de despliegue de un remoto',
  '',
  `\`node bench/deploy-drill.mjs\`, ${new Date().toISOString().slice(0, 10)}: un host con bikes ${v1} (v1) en línea,`,
  `${SESSIONS} sesiones de Chromium que van y vuelven entre el catálogo y una ficha sin recargar, y ${REQUESTS_PER_SECOND} pedidos/s`,
  `al host; a los ${PHASE_MS / 1000} s \`npm run switch -- bikes ${v2}\` (v2, publicada antes con \`npm run release\`), ${PHASE_MS / 1000} s`,
  `después \`npm run rollback -- bikes\`, y ${PHASE_MS / 1000} s más de carga. Una máquina de 2 núcleos compartida.`,
  '',
  '| medida | valor | objetivo |',
  '|---|---|---|',
  `| pedidos al host (autocannon) | ${load.counts.requests} | — |`,
  `| fallidos (≥ 400 o error) | ${load.counts.failed} | 0 |`,
  `| pedidos de las sesiones del navegador | ${counts.requests} | — |`,
  `| fallidos en las sesiones | ${counts.failed.length} | 0 |`,
  `| recorridos completos (catálogo → ficha → atrás) | ${counts.journeys} | — |`,
  `| recorridos cortados | ${counts.brokenJourneys.length} | 0 |`,
  `| 'Esta sección no está disponible' vistos | ${counts.unavailable} | 0 |`,
  `| switch → una página nueva muestra v2 | ${seconds(toV2)} s | ≤ 3 s |`,
  `| rollback → una página nueva muestra v1 | ${seconds(toV1)} s | ≤ 3 s |`,
  '',
  ...(counts.failed.length + counts.brokenJourneys.length > 0
    ? ['Fallas:', '', ...[...counts.failed, ...counts.brokenJourneys].slice(0, 20).map((failure) => `- ${failure}`), '']
    : []),
];
writeFileSync(path.join(root, 'bench', 'deploy-drill.md'), `${lines.join('\n')}\n`);
console.info(lines.join('\n'));

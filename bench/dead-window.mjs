// The dead window: from a page's first contentful paint to the moment it works (the `hydrated` mark the
// host sets once hydration has committed, for a remote's page once the remote's section has), with the CPU
// slowed 4× (a mid-range phone) on the local network, a fresh browser context per run (cold cache), median
// of 3 after one unmeasured load.
// Needs the site running (npm start). Usage: node bench/dead-window.mjs [--runs 3] /login /bici/12
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const API = process.env.API_URL ?? 'http://localhost:4000';
export const CPU_SLOWDOWN = 4;
const HYDRATION_TIMEOUT_MS = 30_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The one-minute load average of the machine, which the figures depend on. */
const load = () => Number(os.loadavg()[0].toFixed(2));

// Waits in the page for the `hydrated` mark and answers both marks. Read through the DevTools protocol,
// not Playwright's page.evaluate or waitForFunction: those first inject Playwright's own script (~180 ms
// of parsing at 4× CPU) and poll on every frame, in the very window measured.
const HYDRATED_MARKS = `new Promise((resolve, reject) => {
  const marks = () => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: performance.getEntriesByName('hydrated')[0].startTime,
  });
  if (performance.getEntriesByName('hydrated').length) return resolve(marks());
  setTimeout(() => reject(new Error('sin marca hydrated')), ${HYDRATION_TIMEOUT_MS});
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('hydrated').length) return;
    observer.disconnect();
    resolve(marks());
  }).observe({ type: 'mark' });
})`;

async function measureOnce(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: HYDRATED_MARKS,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(`${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    const { fcp, hydrated } = result.value;
    return { fcp, hydrated, dead: hydrated - fcp };
  } finally {
    await context.close();
  }
}

/** First contentful paint, hydrated and the window between them (ms), median of `runs` cold loads. */
export async function measureDeadWindow(browser, route, { runs = 3, site = SITE } = {}) {
  // Unmeasured: the first load of a route also warms the servers it reaches (the API's images above all).
  await measureOnce(browser, `${site}${route}`);
  const loadBefore = load();
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, `${site}${route}`));
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    route,
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    fcp: pick('fcp'),
    hydrated: pick('hydrated'),
    dead: pick('dead'),
    samples: samples.map(({ dead }) => Math.round(dead)),
    load: [loadBefore, load()],
  };
}

export function formatDeadWindow({ route, fcp, hydrated, dead, samples, load: [before, after] }) {
  return `${route.padEnd(28)} ventana muerta ${String(Math.round(dead)).padStart(5)} ms (${samples.join(', ')})  FCP ${Math.round(fcp)} ms  hidratada ${Math.round(hydrated)} ms  carga ${before} → ${after}`;
}

/**
 * The address the site serves a route at: a product's bare id ('/bici/15') answers 301 to its address with the
 * name's slug, and a bench must measure the page, not the redirect.
 */
export async function servedAt(route, site = SITE) {
  const answer = await fetch(`${site}${route}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  return answer.status >= 300 && answer.status < 400 && location ? new URL(location, site).pathname : route;
}

/** The routes the target names: the catalogue, a bicycle's page and the sign-in page. */
export async function deadWindowRoutes(api = API, site = SITE) {
  const answer = await fetch(`${api}/api/bicicletas?limit=1`);
  const [bike] = (await answer.json()).items;
  return ['/catalogo-bicicletas', await servedAt(`/bici/${bike.id}`, site), '/login'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsFlag = args.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
  const named = args.filter((arg, index) => arg.startsWith('/') && (runsFlag < 0 || index !== runsFlag + 1));
  const routes = named.length ? named : await deadWindowRoutes();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) console.log(formatDeadWindow(await measureDeadWindow(browser, route, { runs })));
  } finally {
    await browser.close();
  }
}

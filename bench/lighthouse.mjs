// Lighthouse (mobile preset) against the running site, median of N runs per route.
// Usage: node bench/lighthouse.mjs [--runs 3] /catalogo-bicicletas /bici/1
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Signed-in routes: the token is stored first, as the site does after sign-in. Lighthouse then keeps
 * the browser's storage, its HTTP cache included: the token is stored from an address of the site that
 * loads nothing (its preview image, served by the host and by the single bundle alike), so the route is
 * measured with a cold cache, as every public route is.
 */
async function storeToken(port, token, site) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${site}/og-default.png`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.close();
  await browser.close();
}

async function runOnce(url, token, site) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (token) await storeToken(chrome.port, token, site);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    });
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median of each figure over `runs` fresh browser runs. */
export async function lighthouseRoute(route, runs = 3, { token, site = SITE } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(`${site}${route}`, token, site));
  const pick = (key) => median(results.map((result) => result[key]));
  return { route, runs, score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp') };
}

export function formatLighthouse({ route, score, lcp, tbt, cls, fcp }) {
  return `${route.padEnd(28)} score ${String(score).padStart(3)}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  FCP ${Math.round(fcp)} ms`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsFlag = args.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
  const routes = args.filter((arg, index) => arg.startsWith('/') && index !== runsFlag + 1);
  for (const route of routes.length ? routes : ['/']) console.log(formatLighthouse(await lighthouseRoute(route, runs)));
}

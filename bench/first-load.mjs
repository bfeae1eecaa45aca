// First-load JavaScript per route, as a browser receives it (gzip), from the production builds.
// Needs the site running (npm start). Usage: node bench/first-load.mjs / /bicicletas
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/bicicletas', '/accesorios'];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure(route) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  const list = [...scripts.values()];
  return {
    route,
    requests: list.length,
    gzipBytes: list.reduce((sum, script) => sum + script.bytes, 0),
    scripts: list,
  };
}

const results = [];
for (const route of routes) results.push(await measure(route));
await browser.close();

for (const { route, requests, gzipBytes } of results) {
  console.log(
    `${route.padEnd(24)} ${String(requests).padStart(3)} scripts  ${(gzipBytes / 1024).toFixed(1).padStart(7)} KB`,
  );
}
if (process.env.VERBOSE) {
  for (const { route, scripts } of results) {
    console.log(`\n${route}`);
    for (const script of scripts.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
}

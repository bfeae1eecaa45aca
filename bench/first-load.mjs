// First-load JavaScript per route, as a browser receives it (gzip, DevTools protocol), from the
// production builds, with the request count, the remotes fetched and the React copies loaded.
// Needs the site running (npm start). Usage: node bench/first-load.mjs / /bicicletas
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { readRemotes } from '../webpack/remotes.js';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
/** Local port → the remote's name. */
const REMOTES = Object.fromEntries(
  readRemotes(path.join(import.meta.dirname, '..')).map((remote) => [remote.port, remote.name]),
);

/** Counts react-dom renderers registering with the DevTools hook: one per copy of React DOM. */
function countReactRenderers() {
  window.__reactRenderers = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer) {
        window.__reactRenderers += 1;
        this.renderers.set(window.__reactRenderers, renderer);
        return window.__reactRenderers;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

export async function measureFirstLoad(browser, route, { token, site = SITE } = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  await context.addInitScript(countReactRenderers);
  // The speed report's code comes after the load event and only for the sampled share of visits
  // (vitalsSampleRate): left out, so that the figure does not depend on the draw.
  await context.addInitScript(() => localStorage.setItem('vitals-muestra', '0'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    responses.set(requestId, { url: response.url, type, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) response.bytes = encodedDataLength;
  });
  await page.goto(`${site}${route}`);
  // The host requests its scripts once the page is painted: measured when hydrated (the router then
  // restores scroll itself) and the network is idle again.
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  await page.waitForLoadState('networkidle');
  const reactCopies = await page.evaluate(() => window.__reactRenderers);
  await context.close();
  const all = [...responses.values()];
  const scripts = all.filter((response) => response.type === 'Script');
  const remotes = [...new Set(all.map((response) => REMOTES[new URL(response.url).port]).filter(Boolean))];
  return {
    route,
    requests: all.length,
    scriptRequests: scripts.length,
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    remotes,
    reactCopies,
    scripts: scripts.sort((a, b) => b.bytes - a.bytes).map(({ url, bytes }) => ({ url, bytes })),
  };
}

export function formatFirstLoad({ route, jsGzipBytes, scriptRequests, requests, remotes, reactCopies }) {
  return `${route.padEnd(28)} JS ${(jsGzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${String(scriptRequests).padStart(2)} scripts / ${String(requests).padStart(3)} requests  remotes: ${remotes.join(', ') || 'ninguno'}  React: ${reactCopies}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/bicicletas', '/accesorios'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const route of routes) {
    const result = await measureFirstLoad(browser, route);
    console.log(formatFirstLoad(result));
    if (process.env.VERBOSE)
      for (const { url, bytes } of result.scripts)
        console.log(`   ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  }
  await browser.close();
}

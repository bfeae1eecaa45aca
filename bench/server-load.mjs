// The host server under load (autocannon): time to first byte of a server-rendered page with 50
// connections, and the host process's resident memory before and after thousands of requests.
// Needs the site running (npm start). Usage: node bench/server-load.mjs [/ /bici/12]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_REQUESTS = 500;
const WARM_UP_ROUND_S = 5;
const WARM_UP_MAX_ROUNDS = 12;
export const MEMORY_REQUESTS = 10_000;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Rounds of 5 s on the routes until the throughput stops climbing (at most a minute): a freshly
 * started site (the API's embedded database above all) is several times slower for its first minute.
 */
export async function warmUp(routes, site = SITE) {
  const requests = routes.map((path) => ({ method: 'GET', path }));
  let previous = 0;
  for (let round = 1; round <= WARM_UP_MAX_ROUNDS; round += 1) {
    const { requests: counted } = await run({ url: site, requests, duration: WARM_UP_ROUND_S, connections: 10 });
    if (counted.total <= previous * 1.1) return round;
    previous = counted.total;
  }
  return WARM_UP_MAX_ROUNDS;
}

/**
 * Latency of one route. autocannon times each request to the end of its response; the host sends a
 * page in one piece once rendered, so for these pages that is the TTFB (plus one write of ~30 KB).
 */
export async function measureTtfb(route, site = SITE) {
  const url = `${site}${route}`;
  await run({ url, amount: WARM_UP_REQUESTS });
  const result = await run({ url, duration: DURATION_S });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    route,
    connections: CONNECTIONS,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
}

/** The resident memory of the process serving `site` (the host's Node server), in MB. */
function hostRssMb(site) {
  const port = new URL(site).port || '80';
  const pids = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).match(/pid=(\d+)/);
  if (!pids) throw new Error(`Nadie escucha en el puerto ${port}`);
  const status = readFileSync(`/proc/${pids[1]}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** RSS after a warm-up, after 10,000 requests to the given routes in turn, and after 10,000 more (flat or not). */
export async function measureMemory(routes, site = SITE) {
  const requests = routes.map((path) => ({ method: 'GET', path }));
  await run({ url: site, requests, amount: WARM_UP_REQUESTS });
  const before = hostRssMb(site);
  const first = await run({ url: site, requests, amount: MEMORY_REQUESTS });
  const after = hostRssMb(site);
  const second = await run({ url: site, requests, amount: MEMORY_REQUESTS });
  const afterMore = hostRssMb(site);
  const failed = [first, second].reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  return { routes, requests: MEMORY_REQUESTS, before, after, afterMore, failed };
}

export function formatTtfb({ route, p50, p99, perSecond, failed }) {
  return `${route.padEnd(28)} TTFB p50 ${p50} ms  p99 ${p99} ms  ${Math.round(perSecond)} pedidos/s  fallidos ${failed}`;
}

export function formatMemory({ before, after, afterMore, requests, failed }) {
  const mb = (value) => `${value.toFixed(0)} MB`;
  return `RSS del host: ${mb(before)} → ${mb(after)} tras ${requests} pedidos → ${mb(afterMore)} tras ${requests} más  fallidos ${failed}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  await warmUp(routes);
  for (const route of routes) console.log(formatTtfb(await measureTtfb(route)));
  console.log(formatMemory(await measureMemory(routes)));
}

// Throughput of the catalogue list against a bare Fastify hello-world, on PGlite and (with DATABASE_URL) PostgreSQL,
// with the search and facet targets (they hold for LIST_CACHE_MS=0: every list read from the database).
// Run with `npm run bench -w api` (builds first). Options: --duration <s> per sample (default 5), --rounds <n> (default 3),
// --connections <n> (default 50), --only <label,label> (default: every query).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';
import {
  apiDir,
  BIKE_COUNT,
  cpuTicks,
  fillCatalogue,
  freePort,
  freshPostgres,
  postgresTicks,
  startProcess,
  option,
  median,
  loadFigures,
} from './support.mjs';
const outDir = path.join(apiDir, 'bench', 'out');

const DURATION = option('duration', 5);
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex > -1 ? new Set(process.argv[onlyIndex + 1].split(',')) : null;
const ROUNDS = option('rounds', 3);
const CONNECTIONS = option('connections', 50);
const TARGET_RATIO = 0.4;
/** The server's own defaults, except the log: `info` logs every request; set LOG_LEVEL=info to measure with it. */
const SERVER_SETTINGS = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  LIST_CACHE_MS: process.env.LIST_CACHE_MS ?? '2000',
};
const TARGET_P99_MS = 25;
/**
 * The search targets, with LIST_CACHE_MS=0: a search (`q`) on PostgreSQL ≥ 2 000 lists/s with p99 ≤ 50 ms; on PGlite
 * ≥ 3 × the ~390 lists/s it served before the search index; a list with facet counts at most 1.5 × the time of the
 * same list.
 */
const SEARCH_TARGETS = {
  PostgreSQL: { requestsPerSecond: 2000, p99Ms: 50 },
  PGlite: { requestsPerSecond: 3 * 390, p99Ms: Infinity },
};
const SEARCHES = ['q', 'q-modelo'];
const FACETS_MAX_TIME_RATIO = 1.5;

const QUERIES = {
  list: '/api/bicicletas?limit=15&page=1',
  filtered: '/api/bicicletas?categoria=mtb,ruta&q=trail&color=%23dc2626&sort=nombre_asc&limit=15&page=2',
  // A common word: in the name or the description of 3 750 of the 10 000 bicycles.
  q: '/api/bicicletas?q=enduro&limit=15&page=1',
  // A model: ~100 rows, found through the trigram index without reading the other 9,900.
  'q-modelo': '/api/bicicletas?q=m-42&limit=15&page=1',
  // The catalogue's own requests carry facets=1: the same lists with the counts of every filter.
  'list+facets': '/api/bicicletas?limit=15&page=1&facets=1',
  'q+facets': '/api/bicicletas?q=enduro&limit=15&page=1&facets=1',
  suggestions: '/api/sugerencias?q=cond',
};

const HELLO = `
const app = require('fastify')();
app.get('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * One autocannon run, with the CPU time the server (`pid`) and PostgreSQL spent per request: unlike the rate, it
 * hardly depends on what else the machine is running.
 */
async function sample(url, pid) {
  const before = { server: cpuTicks(pid), postgres: postgresTicks() };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return loadFigures(result, pid, before);
}

function line(label, figures) {
  const problems = figures.non2xx || figures.errors ? `   (${figures.non2xx} no-2xx, ${figures.errors} errores)` : '';
  return (
    `${label.padEnd(14)} ${String(figures.requestsPerSecond).padStart(7)} req/s   ` +
    `p50 ${String(figures.p50Ms).padStart(3)} ms   p99 ${String(figures.p99Ms).padStart(3)} ms   ` +
    `CPU por pedido: servidor ${figures.cpuMsPerRequest.server} ms, PostgreSQL ${figures.cpuMsPerRequest.postgres} ms${problems}`
  );
}

/**
 * The machine is shared and its load changes from one second to the next: hello-world and the API are measured
 * in alternating rounds, and each figure is the median of its rounds, so a burst of load elsewhere does not decide
 * the ratio.
 */
/** `targets`: label → the URL and the pid of the process that answers it. */
async function measureAll(targets) {
  // A short warm-up so the JIT, the pool and the database caches are not part of the figures.
  for (const { url } of Object.values(targets)) await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const samples = Object.fromEntries(Object.keys(targets).map((label) => [label, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [label, { url, pid }] of Object.entries(targets)) {
      const figures = await sample(url, pid);
      samples[label].push(figures);
      console.info(line(`${label} (${round}/${ROUNDS})`, figures));
    }
  }
  return Object.entries(samples).map(([label, rounds]) => ({
    label,
    url: targets[label].url,
    requestsPerSecond: median(rounds.map((figures) => figures.requestsPerSecond)),
    cpuMsPerRequest: {
      server: median(rounds.map((figures) => figures.cpuMsPerRequest.server)),
      postgres: median(rounds.map((figures) => figures.cpuMsPerRequest.postgres)),
    },
    p50Ms: median(rounds.map((figures) => figures.p50Ms)),
    p99Ms: median(rounds.map((figures) => figures.p99Ms)),
    worstP99Ms: Math.max(...rounds.map((figures) => figures.p99Ms)),
    non2xx: rounds.reduce((sum, figures) => sum + figures.non2xx, 0),
    errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
    rounds,
  }));
}

/** The targets for the searches and the facet counts measured, each with its figures and whether it is met. */
function searchTargetVerdicts(database, byLabel) {
  const target = SEARCH_TARGETS[database];
  const verdicts = [];
  for (const label of SEARCHES.filter((search) => byLabel[search])) {
    const { requestsPerSecond, p99Ms } = byLabel[label];
    const met = requestsPerSecond >= target.requestsPerSecond && p99Ms <= target.p99Ms;
    const p99 = Number.isFinite(target.p99Ms) ? `, p99 ${p99Ms} ms (≤ ${target.p99Ms} ms)` : '';
    verdicts.push({ label, verdict: { met, text: `${requestsPerSecond}/s (≥ ${target.requestsPerSecond}/s)${p99}` } });
  }
  for (const [plain, withFacets] of [
    ['list', 'list+facets'],
    ['q', 'q+facets'],
  ]) {
    if (!byLabel[plain] || !byLabel[withFacets]) continue;
    const timeRatio = Number((byLabel[plain].requestsPerSecond / byLabel[withFacets].requestsPerSecond).toFixed(2));
    const met = timeRatio <= FACETS_MAX_TIME_RATIO;
    verdicts.push({
      label: withFacets,
      verdict: { met, timeRatio, text: `${timeRatio} × el tiempo de ${plain} (≤ ${FACETS_MAX_TIME_RATIO} ×)` },
    });
  }
  return verdicts;
}

async function benchDatabase(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : null;
  try {
    console.info(
      `\n== ${name}: ${BIKE_COUNT} bicicletas, ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${DURATION} s, ` +
        `LIST_CACHE_MS=${SERVER_SETTINGS.LIST_CACHE_MS}, LOG_LEVEL=${SERVER_SETTINGS.LOG_LEVEL}`,
    );
    const db = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir });
    await migrate(db);
    console.info(`datos generados en ${await fillCatalogue(db)} ms`);
    await db.close();

    const [apiPort, helloPort] = await Promise.all([freePort(), freePort()]);
    const env = {
      NODE_ENV: 'production',
      SHUTDOWN_DELAY_MS: '0',
      ...SERVER_SETTINGS,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    };
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const api = await startProcess(['dist/server.js'], env, `${apiBase}/api/health`);
    const hello = await startProcess(['-e', HELLO], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`);
    try {
      const results = await measureAll({
        hello: { url: `http://127.0.0.1:${helloPort}/hello`, pid: hello.pid },
        ...Object.fromEntries(
          Object.entries(QUERIES)
            .filter(([label]) => !ONLY || ONLY.has(label))
            .map(([label, query]) => [label, { url: `${apiBase}${query}`, pid: api.pid }]),
        ),
      });
      console.info('-- medianas');
      for (const result of results) console.info(line(result.label, result));
      const helloRate = results[0].requestsPerSecond;
      const verdicts = results.slice(1).map((result) => ({
        label: result.label,
        ratio: Number((result.requestsPerSecond / helloRate).toFixed(3)),
        meetsTarget: result.requestsPerSecond / helloRate >= TARGET_RATIO && result.p99Ms <= TARGET_P99_MS,
      }));
      for (const verdict of verdicts)
        console.info(
          `${verdict.label}/hello = ${(verdict.ratio * 100).toFixed(1)} %  ${verdict.meetsTarget ? 'cumple' : 'NO cumple'} (≥ ${TARGET_RATIO * 100} %, p99 ≤ ${TARGET_P99_MS} ms)`,
        );
      const byLabel = Object.fromEntries(results.map((result) => [result.label, result]));
      const searchTargets = searchTargetVerdicts(name, byLabel);
      console.info(
        `-- objetivos de búsqueda${SERVER_SETTINGS.LIST_CACHE_MS === '0' ? '' : ' (vale con LIST_CACHE_MS=0)'}`,
      );
      for (const { label, verdict } of searchTargets)
        console.info(`${label}: ${verdict.met ? 'CUMPLE' : 'NO CUMPLE'} ${verdict.text}`);
      return {
        database: name,
        bikes: BIKE_COUNT,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        rounds: ROUNDS,
        settings: SERVER_SETTINGS,
        results,
        verdicts,
        searchTargets,
      };
    } finally {
      await Promise.all([api.stop(), hello.stop()]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const runs = [['PGlite', null]];
if (process.env.DATABASE_URL) runs.push(['PostgreSQL', process.env.DATABASE_URL]);
const report = { date: new Date().toISOString(), node: process.version, runs: [] };
for (const [name, url] of runs) report.runs.push(await benchDatabase(name, url));
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'list-throughput.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(`\nResultado en ${path.relative(process.cwd(), file)}`);
